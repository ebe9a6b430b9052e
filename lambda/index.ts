import { VERSION } from '../src/version';

// The deploy handler arrives with the "Lambda" issue; for now the entry reports its version.
export const handler = async (): Promise<{ version: string }> => ({ version: VERSION });

if (require.main === module) console.log(`rigging lambda ${VERSION}`);
