import { VERSION } from '../version';

// The action's modes arrive with the "GitHub Action" issue; for now the entry proves the bundle runs.
console.log(`rigging action ${VERSION}`);
