import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUPPORT_LIMITS } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { sendMessage, uploadImages } from '../api/support-api.ts';
import { imageProblem, IMAGE_RULES_TEXT, sizeInWords } from '../support-words.ts';
import field from '../../../components/ui/TextField.module.css';
import styles from './Composer.module.css';

interface ComposerProps {
  conversationId: number;
  /** A message went out (the conversation is read again). */
  onSent: () => void;
  /** The label of the text box. */
  label?: string;
  /** Above the text box: tools that put text into it (support's canned replies). */
  tools?: (insert: (text: string) => void) => ReactNode;
}

/**
 * Writes in a conversation: text, and up to 3 PNG or JPEG images of 2 MB each (said before any
 * upload, and checked here before sending; the server checks again and its refusal is shown).
 */
export function Composer({ conversationId, onSent, label = 'Your message', tools }: ComposerProps) {
  const textId = useId();
  const filesId = useId();
  const rulesId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const form = useFormSubmit('Your message could not be sent');

  const insert = (words: string) => {
    setText((current) => (current.trim() === '' ? words : `${current.trimEnd()}\n\n${words}`));
    textArea.current?.focus();
  };

  const choose = (chosen: FileList | null) => {
    const next = [...files, ...(chosen ? [...chosen] : [])];
    if (fileInput.current) fileInput.current.value = '';
    const problem = imageProblem(next);
    if (problem) return form.fail(`❌ ${problem}`);
    form.clear();
    setFiles(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (text.trim() === '' && files.length === 0) return form.fail('❌ Write a message or attach an image.');
    const problem = imageProblem(files);
    if (problem) return form.fail(`❌ ${problem}`);
    void form.run(async () => {
      if (files.length > 0) await uploadImages(conversationId, files, text);
      else await sendMessage(conversationId, text);
      setText('');
      setFiles([]);
      onSent();
    });
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Write a message" noValidate>
      {tools && <div className={styles.tools}>{tools(insert)}</div>}
      <div className={styles.field}>
        <label htmlFor={textId} className={field.label}>
          {label}
        </label>
        <textarea
          ref={textArea}
          id={textId}
          className={`${field.input} ${field.textarea} ${styles.text}`}
          value={text}
          maxLength={SUPPORT_LIMITS.messageMaxLength}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.attach}>
        <label htmlFor={filesId} className={field.label}>
          Attach images
        </label>
        <p id={rulesId} className={styles.rules}>
          {IMAGE_RULES_TEXT}
        </p>
        <input
          ref={fileInput}
          id={filesId}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={rulesId}
          onChange={(event) => choose(event.target.files)}
        />
        {files.length > 0 && (
          <ul className={styles.files} aria-label="Images to send">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span className={styles.fileName}>{`${file.name} (${sizeInWords(file.size)})`}</span>
                <Button size="sm" variant="ghost" onClick={() => setFiles(files.filter((_, at) => at !== index))}>
                  Remove<span className="visually-hidden">{` ${file.name}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormMessage message={form.error} tone="error" />
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
