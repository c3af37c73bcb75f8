import { describe, expect, it } from 'vitest';
import { FOCUS_CONTAINMENT_ERROR, containFocus } from './focusContainment';

describe('focus containment', () => {
  it('needs exactly one of a container or a predicate', () => {
    const fakeDocument = {} as Document;
    expect(() => containFocus({} as never, fakeDocument)).toThrow(FOCUS_CONTAINMENT_ERROR);
    expect(() => containFocus({ container: {} as Element, predicate: () => true } as never, fakeDocument)).toThrow(
      'Focus containment needs exactly one of container or predicate.',
    );
    expect(() => containFocus({ container: {} as Element }, fakeDocument)).not.toThrow();
    expect(() => containFocus({ predicate: () => true }, fakeDocument)).not.toThrow();
  });
});
