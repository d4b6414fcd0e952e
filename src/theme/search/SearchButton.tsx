/**
 * The navbar search slot. The search feature (issue 5) renders the DocSearch button here and
 * loads the modal and the index on first intent.
 */
export function SearchButton() {
  return null;
}
