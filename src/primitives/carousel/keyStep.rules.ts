/** Key codes 37 and 39 (and their key names) to previous and next (spec: "Gallery", keyboard). Pure. */
export function keyToStep(key: number | string): -1 | 1 | 0 {
  if (key === 37 || key === 'ArrowLeft') return -1;
  if (key === 39 || key === 'ArrowRight') return 1;
  return 0;
}
