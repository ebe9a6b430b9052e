"use strict";

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/action/index.ts
console.log(`rigging action ${VERSION}`);
