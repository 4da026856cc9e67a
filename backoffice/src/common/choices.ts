/**
 * Choices of a closed list for react-admin's inputs, labelled by translation keys: `prefix.value`.
 * react-admin translates `name` itself.
 */
export const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }));
