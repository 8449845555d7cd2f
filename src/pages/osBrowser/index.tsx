import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  browserFamily,
  deviceModel,
  isHeadless,
  isIncognito,
  osName,
  osVersion,
  platformName,
} from './detect';
import { hasRequestFileSystem, probeFileSystem, type FileSystemProbe } from './fileSystem';
import './osBrowser.css';

interface ClientHints {
  platform?: string;
  platformVersion?: string;
  model?: string;
}

interface UserAgentData {
  platform?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<ClientHints>;
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="card-title h5">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className="list-unstyled mb-0 text-break">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

// Chromium answers each read of navigator.userAgentData with a new object: read it, don't keep it
// as an effect's dependency (which would run the effect again after every render).
const userAgentData = () => (navigator as { userAgentData?: UserAgentData }).userAgentData;

const onOff = (on: boolean | undefined) => (on === undefined ? 'Detecting…' : on ? 'On' : 'Off');

/** A value the page learns later shows empty until it is known, never a guess. */
const once = <T,>(known: T | undefined, show: (value: T) => string) =>
  known === undefined ? '' : show(known);

/** The client hints are known at once when the browser has none to ask for. */
const initialHints = (): ClientHints | undefined =>
  userAgentData()?.getHighEntropyValues ? undefined : {};

/** A keyboard-focusable info button whose tooltip shows on hover and focus. */
function InfoButton({ label, tip }: { label: string; tip: string }) {
  const [shown, setShown] = useState(false);
  const tipId = useId();
  return (
    <span className="position-relative d-inline-block">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary rounded-circle info-button"
        aria-label={label}
        aria-describedby={tipId}
        onMouseEnter={() => setShown(true)}
        onMouseLeave={() => setShown(false)}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShown(false);
        }}
      >
        i
      </button>
      <span
        id={tipId}
        role="tooltip"
        className={`tooltip info-tooltip bs-tooltip-top position-absolute bottom-100 start-50 translate-middle-x ${shown ? 'show' : 'd-none'}`}
      >
        <span className="tooltip-inner d-block">{tip}</span>
      </span>
    </span>
  );
}

/** What the browser tells a script about its OS, itself, and its mode. */
export default function OsBrowserPage() {
  const { userAgent, vendor, language, languages, webdriver } = navigator;
  const uaData = userAgentData();
  // Until the browser answers: the OS version and model may come from them.
  const [hints, setHints] = useState<ClientHints | undefined>(initialHints);
  const [quota, setQuota] = useState<number | undefined>();
  const [quotaKnown, setQuotaKnown] = useState(false);
  const [fileSystem, setFileSystem] = useState<FileSystemProbe | undefined>();

  useEffect(() => {
    let live = true;
    userAgentData()
      ?.getHighEntropyValues?.(['platformVersion', 'model'])
      .then(
        (values) => values,
        // Refused: the user agent alone decides.
        (): ClientHints => ({}),
      )
      .then((values) => {
        if (live) setHints(values);
      });
    const estimate = navigator.storage?.estimate
      ? navigator.storage.estimate().then((e) => e.quota)
      : Promise.resolve(undefined);
    estimate
      .catch(() => undefined)
      .then((bytes) => {
        if (!live) return;
        setQuota(bytes);
        setQuotaKnown(true);
      });
    void probeFileSystem(window).then((probe) => {
      if (live) setFileSystem(probe);
    });
    return () => {
      live = false;
    };
  }, []);

  const family = browserFamily(userAgent, vendor);
  return (
    <div className="row row-cols-1 row-cols-md-2 g-3">
      <InfoCard title="Operating System">
        <Lines
          lines={[
            `Name: ${osName(userAgent)}`,
            `Platform: ${platformName(uaData?.platform, userAgent)}`,
            `Version: ${once(hints, (h) => osVersion(h.platformVersion, userAgent))}`,
            `Device model: ${once(hints, (h) => deviceModel(h.model))}`,
          ]}
        />
      </InfoCard>
      <InfoCard title="Browser Information">
        <Lines
          lines={[
            `Browser Family: ${family}`,
            `User-Agent: ${userAgent}`,
            `Vendor: ${vendor}`,
            `Platform: ${navigator.platform}`,
            `Language: ${language}`,
            `Languages: ${languages.join(', ')}`,
            // Empty until known, and empty when the browser has no estimate (SPEC-2 page 9).
            `Quota: ${quota ?? ''}`,
            `webkitRequestFileSystem supported: ${hasRequestFileSystem(window) ? 'yes' : 'no'}`,
            `webkitRequestFileSystem result: ${once(fileSystem, (probe) => probe.result)}`,
            `webkitRequestFileSystem error: ${once(fileSystem, (probe) => probe.error)}`,
          ]}
        />
      </InfoCard>
      <InfoCard title="Headless Mode">
        <Lines lines={[`Status: ${onOff(isHeadless(webdriver, userAgent))}`]} />
      </InfoCard>
      <InfoCard title="Incognito Mode">
        <div className="d-flex align-items-center gap-2 incognito-status">
          <Lines
            lines={[`Status: ${onOff(quotaKnown ? isIncognito(family, quota) : undefined)}`]}
          />
          <InfoButton
            label="About incognito detection"
            tip="For Chrome, incognito mode is judged from the storage quota: below 100,000,000,000 bytes counts as incognito."
          />
        </div>
      </InfoCard>
    </div>
  );
}
