// The deploy Lambda's entry; AWS calls `handler`.
export { handler } from './handler';
