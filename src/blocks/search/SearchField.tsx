import { useId, type KeyboardEvent, type Ref } from 'react';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { SEARCH_TEXT } from './search.rules';
import { SearchButton, SearchForm, SearchInput } from './SearchField.styles';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** The visitor asked to search (Enter or the button), with the field's text as typed. */
  onSubmit(value: string): void;
  placeholder?: string;
  /** The search landmark's name (several search forms on a page need different names). */
  landmarkLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The search form both views share: a search landmark (`form role="search"`) with a
 * labelled search field and a submit button. Escape empties the field (and is left to
 * the page when the field is already empty). Works as a plain GET form to /search too.
 */
export function SearchField({ value, onChange, onSubmit, placeholder = SEARCH_TEXT.placeholder, landmarkLabel = 'Site search', inputRef }: SearchFieldProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    event.preventDefault();
    event.stopPropagation();
    onChange('');
  };
  return (
    <SearchForm
      role="search"
      aria-label={landmarkLabel}
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {SEARCH_TEXT.label}
      </VisuallyHidden>
      <SearchInput
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SearchButton type="submit">{SEARCH_TEXT.submit}</SearchButton>
    </SearchForm>
  );
}
