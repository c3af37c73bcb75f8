import { useState } from 'react';
import { useServices } from '../../primitives/services';
import { normaliseQuery, searchPageUrl, SEARCH_TEXT } from './search.rules';
import { SearchField } from './SearchField';

export interface SearchBlockProps {
  /** The field's placeholder text (the block's setting; "Search" by default). */
  placeholder?: string;
  /** The collections searched; empty or absent: the whole site. */
  collectionIds?: readonly string[];
  /** The search landmark's name. */
  landmarkLabel?: string;
}

/**
 * The search block: a search field that goes to the search page, `/search?q=…` (with
 * `&collections=…` when the block searches some collections only), through the page's
 * navigate service. An empty query goes nowhere.
 */
export function SearchBlock({ placeholder = SEARCH_TEXT.placeholder, collectionIds = [], landmarkLabel }: SearchBlockProps) {
  const services = useServices();
  const [value, setValue] = useState('');
  const submit = (raw: string) => {
    if (normaliseQuery(raw) === '') return;
    services.navigate?.(searchPageUrl(raw, collectionIds));
  };
  return <SearchField value={value} onChange={setValue} onSubmit={submit} placeholder={placeholder} landmarkLabel={landmarkLabel} />;
}
