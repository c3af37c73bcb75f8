import { describe, expect, it } from 'vitest';
import { namedStyledImport } from './styledNamedImport.mjs';

describe('namedStyledImport', () => {
  it('imports styled by name, alone or beside other names', () => {
    expect(namedStyledImport('import styled from "styled-components";\nconst A = styled.div``;')).toBe(
      'import { styled } from "styled-components";\nconst A = styled.div``;',
    );
    expect(namedStyledImport('import styled, { css, keyframes } from "styled-components";')).toBe(
      'import { styled, css, keyframes } from "styled-components";',
    );
  });

  it('leaves named imports and other packages alone', () => {
    const code = 'import { ThemeProvider, useTheme } from "styled-components";\nimport useMeasure from "react-use-measure";';
    expect(namedStyledImport(code)).toBe(code);
  });

  it('refuses a default import under another name, which Node would still get wrong', () => {
    expect(() => namedStyledImport('import styled$1 from "styled-components";')).toThrow(/import \{ styled \}/);
  });
});
