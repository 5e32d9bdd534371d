// A labelled select whose options are links: choosing one navigates to it (SPEC §2: "Region and
// city selects navigate to the chosen option's link"). Options may be grouped (a category tree).
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LinkOption {
  link: string;
  label: string;
}

export interface LinkGroup {
  group: string;
  options: LinkOption[];
}

export interface LinkSelectProps {
  label: string;
  /** The link of the option shown as chosen. */
  value: string;
  options: (LinkOption | LinkGroup)[];
  disabled?: boolean;
  hint?: string;
  testId: string;
}

export function LinkSelect({ label, value, options, disabled, hint, testId }: LinkSelectProps) {
  const id = useId();
  const navigate = useNavigate();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        data-testid={testId}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => navigate(event.target.value)}
      >
        {options.map((option) =>
          'group' in option ? (
            <optgroup key={option.group} label={option.group}>
              {option.options.map((inner) => (
                <option key={inner.link} value={inner.link}>
                  {inner.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.link} value={option.link}>
              {option.label}
            </option>
          ),
        )}
      </select>
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
    </div>
  );
}
