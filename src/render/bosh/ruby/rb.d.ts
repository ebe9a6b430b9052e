// esbuild's text loader turns runtime.rb and stdlib.rb into their source strings (the worker is
// always built by esbuild).
declare module '*.rb' {
  const source: string;
  export default source;
}
