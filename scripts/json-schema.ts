// `npm run schema`: writes schema/rigging.schema.json, rigging.yaml's JSON Schema for editors, from
// src/config/schema.ts and each source type's keys. test/config/json-schema.unit.test.ts fails
// when the committed file and this output differ.
//
//   node scripts/run-ts.mjs scripts/json-schema.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editorSchemaText, JSON_SCHEMA_FILE } from '../src/config/json-schema';
import { sourceTypes } from '../src/render/registry';

// Bundled into .bench-out/ by run-ts.mjs: the repository is one level up.
const file = path.join(__dirname, '..', JSON_SCHEMA_FILE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, editorSchemaText(sourceTypes));
console.log(`wrote ${JSON_SCHEMA_FILE}`);
