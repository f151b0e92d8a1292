import { useEffect, useState } from 'react';
import { Box, Button, FormHelperText, FormLabel, Stack, TextField, ToggleButton } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { proseSx } from './markdown-view';

export interface RichTextLabels {
  bold: string;
  italic: string;
  bullets: string;
  link: string;
  linkUrl: string;
}

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  labels: RichTextLabels;
}

/**
 * Rich text edited with TipTap (bold, italic, bullets, links) and kept as HTML. What it makes is within
 * the rich-text allow-list; the server cleans whatever arrives anyway.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, value, onChange, labels } = props;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editable: !props.disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(props.error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => props.onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  useEffect(() => editor?.setEditable(!props.disabled), [editor, props.disabled]);

  const applyLink = () => {
    const href = (linking ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinking(null);
  };
  const tools = [
    {
      key: 'bold',
      label: labels.bold,
      icon: <FormatBoldIcon />,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: labels.italic,
      icon: <FormatItalicIcon />,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bullets',
      label: labels.bullets,
      icon: <FormatListBulletedIcon />,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'link',
      label: labels.link,
      icon: <LinkIcon />,
      run: () => setLinking(editor.getAttributes('link').href ?? 'https://'),
    },
  ] as const;

  return (
    <Box>
      <FormLabel
        id={`${id}-label`}
        required={props.required}
        error={Boolean(props.error)}
        sx={{ mb: 0.5, display: 'block' }}
      >
        {label}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: props.error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label={label}
        >
          {tools.map((tool) => (
            <ToggleButton
              key={tool.key}
              value={tool.key}
              size="small"
              selected={active?.[tool.key] ?? false}
              disabled={props.disabled}
              aria-label={tool.label}
              title={tool.label}
              onChange={tool.run}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </Stack>
        {linking !== null && (
          <Stack direction="row" spacing={1} sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
            <TextField
              size="small"
              fullWidth
              autoFocus
              label={labels.linkUrl}
              value={linking}
              onChange={(e) => setLinking(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
            <Button onClick={applyLink}>{labels.link}</Button>
          </Stack>
        )}
        <Box
          sx={{
            ...proseSx,
            px: 1.5,
            '& .tiptap': { minHeight: 120, outline: 'none', py: 1 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {props.error && (
        <FormHelperText id={`${id}-error`} error>
          {props.error}
        </FormHelperText>
      )}
    </Box>
  );
}
