import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import './SearchBox.css';

/** The tool search box of the sidebar and of the home page (each filters its own list). */
export function SearchBox({
  value,
  onChange,
  iconSize,
  className,
  inputRef,
  testId,
  children,
}: {
  value: string;
  onChange: (query: string) => void;
  iconSize: number;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
  /** Drawn after the input (the sidebar's keyboard hint). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <label className={className ? `search-box input-frame ${className}` : 'search-box input-frame'}>
      <Search size={iconSize} aria-hidden />
      <input
        ref={inputRef}
        type="search"
        value={value}
        placeholder={t('sidebar.search')}
        aria-label={t('sidebar.searchLabel')}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
