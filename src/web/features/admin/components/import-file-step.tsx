import type { UseMutationResult } from '@tanstack/react-query';
import { FileCheckIcon, UploadIcon } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { requestErrorMessage } from '@/web/lib/field-errors';
import type { ProgressUploadOptions } from '@/web/lib/upload-with-progress';
import { type Progress, ProgressBar } from '../import-progress-bar';

type UploadProgress = Pick<ProgressUploadOptions, 'onUploadProgress'>;

export interface ImportFlowOptions<CheckIn, Checked extends { errorCount: number }, RunIn, Result> {
  check: UseMutationResult<Checked, Error, CheckIn & UploadProgress>;
  run: UseMutationResult<Result, Error, RunIn & ProgressUploadOptions>;
  /** The check's and the import's input for the chosen files. */
  input: (files: File[]) => CheckIn & RunIn;
  maxBytes: number;
  tooLargeMessage: string;
  /** Said when Check is pressed with nothing chosen. */
  chooseMessage: string;
  /** 'the file' or 'the set': the upload progress says what it uploads. */
  what: string;
  /** The label of the import's own progress, and the toast when it is done. */
  importingLabel: string;
  doneMessage: string;
}

/**
 * A file import in two steps, as the CSV and OneRoster imports have it: choose the file(s), check
 * them (nothing is written), then import what was checked, with the upload's and the writing's
 * progress. Choosing again forgets the last check and result.
 */
export function useImportFlow<CheckIn, Checked extends { errorCount: number }, RunIn, Result>(
  options: ImportFlowOptions<CheckIn, Checked, RunIn, Result>,
) {
  const { check, run } = options;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [imported, setImported] = useState<Result | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const busy = check.isPending || run.isPending;

  const reset = () => {
    setChecked(null);
    setImported(null);
    check.reset();
    run.reset();
  };
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    reset();
    setFiles(chosen);
    const size = chosen.reduce((sum, file) => sum + file.size, 0);
    setFileError(size > options.maxBytes ? options.tooLargeMessage : null);
  };
  const onUploadProgress = (sent: number, total: number) =>
    setProgress({ label: `Uploading ${options.what}`, value: sent, max: total });

  const onCheck = () => {
    if (!files.length) return setFileError(options.chooseMessage);
    if (fileError) return;
    reset();
    check.mutate(
      { ...options.input(files), onUploadProgress },
      { onSuccess: setChecked, onSettled: () => setProgress(null) },
    );
  };
  const onImport = () => {
    if (!files.length || !checked || checked.errorCount) return;
    run.mutate(
      {
        ...options.input(files),
        onUploadProgress,
        onProgress: (done, total) =>
          setProgress({ label: options.importingLabel, value: done, max: total }),
      },
      {
        onSuccess: (result) => {
          setImported(result);
          setChecked(null);
          setFiles([]);
          setInputKey((key) => key + 1);
          toast.success(options.doneMessage);
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const canImport = Boolean(files.length && checked && checked.errorCount === 0 && !busy);

  return {
    ...{ files, fileError, progress, checked, imported, inputKey, busy, canImport },
    ...{ check, run, reset, chooseFiles, onCheck, onImport },
  };
}

/** What the file step shows and does: a useImportFlow's answer. */
export interface ImportFlowView {
  files: readonly File[];
  fileError: string | null;
  progress: Progress | null;
  inputKey: number;
  busy: boolean;
  canImport: boolean;
  check: { isPending: boolean; error: Error | null };
  run: { isPending: boolean; error: Error | null };
  chooseFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  onCheck: () => void;
  onImport: () => void;
}

/** The file input, Check and Import, the progress and the request errors of an import flow. */
export function ImportFileStep({
  flow,
  id,
  label,
  accept,
  multiple = false,
  checkLabel,
  emptyHint,
}: {
  flow: ImportFlowView;
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  checkLabel: string;
  /** Shown while nothing is chosen (none by default). */
  emptyHint?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <input
          key={flow.inputKey}
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={flow.busy}
          onChange={flow.chooseFiles}
          aria-invalid={flow.fileError ? true : undefined}
          aria-describedby={flow.fileError ? errorId : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm"
        />
        {flow.fileError ? (
          <p id={errorId} className="text-sm text-destructive">
            {flow.fileError}
          </p>
        ) : emptyHint && !flow.files.length ? (
          <p className="text-sm text-muted-foreground">{emptyHint}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={flow.onCheck} disabled={flow.busy}>
          {flow.check.isPending ? <Spinner /> : <FileCheckIcon aria-hidden="true" />}
          {checkLabel}
        </Button>
        <Button type="button" onClick={flow.onImport} disabled={!flow.canImport}>
          {flow.run.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
          Import
        </Button>
      </div>
      {flow.progress ? <ProgressBar progress={flow.progress} /> : null}
      {flow.check.error ? <Alert>{requestErrorMessage(flow.check.error)}</Alert> : null}
      {flow.run.error ? <Alert>{requestErrorMessage(flow.run.error)}</Alert> : null}
    </>
  );
}
