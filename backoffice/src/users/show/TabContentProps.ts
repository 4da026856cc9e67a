/**
 * A tab's content component: react-admin wraps each child of a tab in a label, which `label={false}`
 * turns off for content that is not one field.
 */
export interface TabContentProps {
  readonly label?: false;
}
