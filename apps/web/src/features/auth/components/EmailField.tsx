import { TextField } from '../../../components/ui/TextField.tsx';

/** The e-mail field of the account forms. */
export function EmailField({ value, onChange, required }: { value: string; onChange: (value: string) => void; required?: boolean }) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="name@example.com"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
    />
  );
}
