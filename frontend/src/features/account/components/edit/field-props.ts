import type { FormErrors, ProfileFormValues } from './profile-form';

/** What each section of the form receives: the values, a setter, and the errors by field. */
export interface SectionProps {
  values: ProfileFormValues;
  set: <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => void;
  errors: FormErrors;
}

/** A text field's counter ("12/80"), with the error in its place when there is one. */
export function counted(length: number, max: number, error: string | undefined, hint?: string): string {
  const counter = `${length}/${max}`;
  if (error) return `${error} (${counter})`;
  return hint ? `${hint} · ${counter}` : counter;
}
