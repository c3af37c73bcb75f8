export { SearchBlock, type SearchBlockProps } from './SearchBlock';
export { SearchPage, type SearchPageProps } from './SearchPage';
export { SearchField, type SearchFieldProps } from './SearchField';
export { SearchResultList, type SearchResultListProps } from './SearchResultList';
