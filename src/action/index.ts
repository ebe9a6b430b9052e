import { availableParallelism } from 'node:os';
import { run } from './main';

// libjsonnet evaluations run on libuv's thread pool (4 threads by default); size it to the machine.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));

void run();
