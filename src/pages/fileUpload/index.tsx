import { useId, useState, type ChangeEvent } from 'react';
import { Field } from '../../lib/Field';
import { accumulate, byPath, toChosen, type ChosenFile } from './files';

interface FileFieldProps {
  label: string;
  /** Accessible name of the list of chosen names. */
  listName: string;
  files: ChosenFile[];
  onChoose: (files: ChosenFile[]) => void;
  multiple?: boolean;
  directory?: boolean;
}

/** One file input with its Upload label and the names chosen so far. Nothing is sent anywhere. */
function FileField({ label, listName, files, onChoose, multiple, directory }: FileFieldProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(toChosen(event.target.files ?? []));
  };
  return (
    <Field id={id} label={label} className="mb-4">
      <input
        id={id}
        type="file"
        className="form-control"
        multiple={multiple || directory}
        // React 19 passes unknown lowercase attributes through; "" sets the boolean attribute.
        {...(directory ? { webkitdirectory: '', directory: '' } : {})}
        onChange={choose}
      />
      {files.length > 0 && (
        <ul className="list-group mt-2" aria-label={listName}>
          {files.map((file) => (
            <li key={`${file.shownName}|${file.lastModified}`} className="list-group-item">
              {file.shownName}
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}

/** Three file inputs (single, multiple, directory) that only show what was chosen. */
export default function FileUploadPage() {
  const [single, setSingle] = useState<ChosenFile[]>([]);
  const [multiple, setMultiple] = useState<ChosenFile[]>([]);
  const [directory, setDirectory] = useState<ChosenFile[]>([]);
  // The form's own reset empties the file inputs; the lists follow.
  const reset = () => {
    setSingle([]);
    setMultiple([]);
    setDirectory([]);
  };
  return (
    <form onSubmit={(event) => event.preventDefault()} onReset={reset}>
      <FileField
        label="Upload a single file"
        listName="Chosen file"
        files={single}
        onChoose={setSingle}
      />
      <FileField
        label="Upload multiple files"
        listName="Chosen files"
        files={multiple}
        onChoose={(added) => setMultiple((earlier) => accumulate(earlier, added))}
        multiple
      />
      <FileField
        label="Upload a directory"
        listName="Chosen directory files"
        files={directory}
        onChoose={(files) => setDirectory(byPath(files))}
        directory
      />
      <button type="reset" className="btn btn-outline-secondary">
        Reset
      </button>
    </form>
  );
}
