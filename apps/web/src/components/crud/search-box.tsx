import { useEffect, useState, type Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

// Short enough that the filtered first page shows within 300 ms of typing, long enough that a steady
// typist's keystrokes make one search; a search typed over is aborted (its query's signal).
const SEARCH_DELAY_MS = 100;

interface SearchBoxProps {
  value: string;
  label: string;
  onSearch: (text: string) => void;
  /** The input itself, for what must follow the text as typed (an export), not as searched. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A search field that reports its text once typing pauses; its keystrokes re-render only itself. */
export function SearchBox({ value, label, onSearch, inputRef }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      inputRef={inputRef}
      placeholder={label}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 }, bgcolor: 'background.paper' }}
    />
  );
}
