// color-name ships no types: a map from CSS colour keyword to its RGB triple.
declare module 'color-name' {
  const names: Record<string, [number, number, number]>;
  export default names;
}
