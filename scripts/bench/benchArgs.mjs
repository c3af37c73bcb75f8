/** A benchmark's command-line option: the word after `name` (`--runs 9`), or `fallback`. */
export function benchArg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}
