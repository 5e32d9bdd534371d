// Test fixtures of the media tests: stored files as the service names them, chosen files, and the
// photo picker in a page that keeps its value (a controlled picker, as a form holds it).
import { useState } from 'react';
import type { StoredFile } from '@opgavetorvet/contracts';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker';
import type { PickedFile } from './picked-files';

/** A file key as the service makes them: 22 URL-safe characters. */
export const keyOf = (name: string) => name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22);

export function storedImage(name: string, caption: string | null = null) {
  const file: StoredFile = {
    key: keyOf(name),
    kind: 'image',
    name,
    bytes: 250_000,
    width: 1600,
    height: 1200,
    widths: [320, 800, 1600],
  };
  return { ...file, caption };
}

export function storedPdf(name: string, bytes: number): StoredFile {
  return { key: keyOf(name), kind: 'pdf', name, bytes, width: null, height: null, widths: [] };
}

export const picked = (file: StoredFile, attached = false): PickedFile => ({ file, caption: '', attached });

export const chosenPhoto = (name: string, type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

export type PickerPageProps = Partial<PhotoPickerProps> & {
  initial?: PickedFile[];
  onValue?: (value: PickedFile[]) => void;
};

/** The picker with its value held by the page, which shows the value's keys in order. */
export function PickerPage({ initial = [], onValue, ...props }: PickerPageProps) {
  const [value, setValue] = useState<PickedFile[]>(initial);
  return (
    <>
      <PhotoPicker
        purpose="job"
        max={10}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">
        {value.map((item) => `${item.file.name}:${item.caption}`).join('|')}
      </output>
    </>
  );
}
