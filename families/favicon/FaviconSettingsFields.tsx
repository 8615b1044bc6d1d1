import { useTranslation } from 'react-i18next';

/**
 * Small form fields for the favicon tools' editors. Each field has the id `root_<field>` like the
 * generic options form, and its label in the tool's namespace (options.<field>.label / .enum.<value>).
 */
interface FieldProps {
  ns: string;
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => void;
}

export function TextField({ ns, field, options, setOptions, maxLength }: FieldProps & { field: string; maxLength?: number }) {
  const { t } = useTranslation(ns);
  return (
    <div className="fav-field">
      <label htmlFor={`root_${field}`}>{t(`options.${field}.label`)}</label>
      <input
        id={`root_${field}`}
        type="text"
        value={String(options[field] ?? '')}
        maxLength={maxLength}
        onChange={(e) => setOptions({ ...options, [field]: e.target.value })}
      />
    </div>
  );
}

export function ColourField({ ns, field, options, setOptions }: FieldProps & { field: string }) {
  const { t } = useTranslation(ns);
  return (
    <div className="fav-field">
      <label htmlFor={`root_${field}`}>{t(`options.${field}.label`)}</label>
      <span className="fav-colour">
        <input
          id={`root_${field}`}
          type="color"
          value={String(options[field])}
          onChange={(e) => setOptions({ ...options, [field]: e.target.value })}
        />
        {String(options[field])}
      </span>
    </div>
  );
}

export function RadioField({ ns, field, values, options, setOptions }: FieldProps & { field: string; values: readonly string[] }) {
  const { t } = useTranslation(ns);
  return (
    <div className="fav-field">
      <span className="fav-label" id={`label_${field}`}>
        {t(`options.${field}.label`)}
      </span>
      <div className="fav-radios" role="radiogroup" id={`root_${field}`} aria-labelledby={`label_${field}`}>
        {values.map((v) => (
          <label key={v}>
            <input
              type="radio"
              name={`root_${field}`}
              value={v}
              checked={options[field] === v}
              onChange={() => setOptions({ ...options, [field]: v })}
              data-testid={`${field}-${v}`}
            />
            {t(`options.${field}.enum.${v}`)}
          </label>
        ))}
      </div>
    </div>
  );
}

/** App name, short name, theme and background colours (families/favicon/faviconOptions.ts). */
export function FaviconSettingsFields(props: FieldProps) {
  return (
    <>
      <TextField {...props} field="appName" maxLength={60} />
      <TextField {...props} field="shortName" maxLength={30} />
      <ColourField {...props} field="themeColor" />
      <ColourField {...props} field="backgroundColor" />
    </>
  );
}
