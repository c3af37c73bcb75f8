import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import type { SearchResult } from './search.reply';
import { ResultExcerpt, ResultItem, ResultList, ResultText, ResultTitle, ResultType, Thumbnail } from './SearchPage.styles';

export type SearchHeadingLevel = 2 | 3 | 4;

export interface SearchResultListProps {
  results: readonly SearchResult[];
  /** A next page is loading: the list shows dimmed and says it is busy. */
  busy?: boolean;
  headingLevel?: SearchHeadingLevel;
}

/**
 * The results: a list of titles as links (the only tab stops, in reading order), each
 * with its type, excerpt and, when there is one, a thumbnail in a fixed box. The
 * thumbnail is decoration (the title says what it is), so its alt text is empty.
 */
export function SearchResultList({ results, busy = false, headingLevel = 2 }: SearchResultListProps) {
  return (
    <ResultList aria-label="Search results" aria-busy={busy || undefined} $busy={busy}>
      {results.map((result) => (
        <ResultItem key={result.id} data-search-result="">
          <Thumbnail aria-hidden="true">
            {result.image && (
              <ResponsiveImage
                src={result.image.src}
                alt=""
                dimensions={result.image.width && result.image.height ? { width: result.image.width, height: result.image.height } : null}
                fillParent
                sizes="96px"
              />
            )}
          </Thumbnail>
          <ResultText>
            {result.type && <ResultType>{result.type}</ResultType>}
            <ResultTitle as={`h${headingLevel}`}>
              <a href={result.url}>{result.title}</a>
            </ResultTitle>
            {result.excerpt && <ResultExcerpt>{result.excerpt}</ResultExcerpt>}
          </ResultText>
        </ResultItem>
      ))}
    </ResultList>
  );
}
