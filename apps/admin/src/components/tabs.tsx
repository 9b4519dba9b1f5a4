/** One choice of a tab bar. */
export type TabChoice<T extends string> = { value: T; label: string };

type TabsProps<T extends string> = {
  label: string;
  choices: readonly TabChoice<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of filter tabs (buttons with aria-pressed, so Tab and Enter work everywhere). */
export function Tabs<T extends string>({ label, choices, value, onChange }: TabsProps<T>) {
  return (
    <div className="tabs" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="tabs__tab"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
