import { useState } from 'react';
import { loadReverseGeocodeUrl, lookUpCity } from './lookup';

interface Place {
  latitude: number;
  longitude: number;
  city: string;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject);
  });
}

/**
 * Asks the browser for its position, then a reverse-geocoding service for the city. Failures
 * are only logged; a failed lookup leaves the spinner on (the spec's behaviour).
 */
export default function GeolocationPage() {
  const [waiting, setWaiting] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);

  const request = async () => {
    if (!('geolocation' in navigator)) {
      console.error('Geolocation is not supported by this browser.');
      return;
    }
    setWaiting(true);
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      console.error('Could not get the position:', (error as GeolocationPositionError).message);
      setWaiting(false);
      return;
    }
    const { latitude, longitude } = position.coords;
    try {
      const city = await lookUpCity(await loadReverseGeocodeUrl(), latitude, longitude);
      setPlace({ latitude, longitude, city });
      setWaiting(false);
    } catch (error) {
      console.error('Could not look up the address:', error);
    }
  };

  return (
    <section>
      <button
        type="button"
        className="btn btn-primary mb-3"
        disabled={waiting}
        onClick={() => void request()}
      >
        {waiting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Request location
      </button>
      <span className="visually-hidden" role="status">
        {waiting ? 'Waiting for the location…' : ''}
      </span>
      {place && (
        <div className="card" style={{ maxWidth: 400 }}>
          <div className="card-body">
            <h2 className="h5 card-title">Your location</h2>
            <dl className="row mb-0">
              <dt className="col-4">Latitude</dt>
              <dd className="col-8">{place.latitude}</dd>
              <dt className="col-4">Longitude</dt>
              <dd className="col-8">{place.longitude}</dd>
              <dt className="col-4">City</dt>
              <dd className="col-8 mb-0">{place.city}</dd>
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}
