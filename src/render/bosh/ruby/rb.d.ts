// esbuild's text loader turns runtime.rb into its source string (the worker is always built by esbuild).
declare module '*.rb' {
  const source: string;
  export default source;
}
