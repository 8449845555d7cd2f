import { downloadItem, SAMPLE_EXTENSIONS, type DownloadItem } from './samples';

const items = SAMPLE_EXTENSIONS.map(downloadItem);

/** Saves the file the way a download link would, so the control can stay a real button. */
function download({ file, name }: DownloadItem) {
  const link = document.createElement('a');
  link.href = file;
  link.download = name;
  link.click();
}

/** A grid of buttons, three per row, each downloading one sample file. */
export default function FileDownloadPage() {
  return (
    <div className="row row-cols-3 g-3">
      {items.map((item) => (
        <div key={item.name} className="col">
          <button
            type="button"
            className="btn btn-primary w-100 h-100"
            onClick={() => download(item)}
          >
            {item.label}
          </button>
        </div>
      ))}
    </div>
  );
}
