import styled from 'styled-components';

/** A plain, readable table for the token and palette docs. */
export const DocTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.tokens.fontSizes.md}px;
  margin-bottom: 24px;
  th,
  td {
    text-align: left;
    padding: 6px 12px 6px 0;
    border-bottom: 1px solid var(--color-border);
    vertical-align: middle;
  }
  th {
    font-weight: ${({ theme }) => theme.tokens.fontWeights.semibold};
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.tokens.fontWeights.semibold};
    font-size: ${({ theme }) => theme.tokens.fontSizes.lg}px;
    padding-bottom: 8px;
  }
`;
