import { Field as SharedField, type FieldProps } from 'shared-contracts';

/** The shared labelled field, in this package's form styles. */
export function Field(props: Omit<FieldProps, 'block'>) {
  return <SharedField block="co-field" {...props} />;
}
