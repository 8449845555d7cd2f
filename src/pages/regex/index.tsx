interface Country {
  name: string;
  website: string;
  phone: string;
  zip: string;
}

/** Fixed data: each line is something to match with a regular expression. */
const COUNTRIES: readonly Country[] = [
  {
    name: 'Argentina',
    website: 'https://www.argentina.gob.ar',
    phone: '+54 11 4321-5678',
    zip: 'C1425DKF',
  },
  { name: 'Brazil', website: 'https://www.gov.br', phone: '+55 11 91234-5678', zip: '01310-100' },
  { name: 'Germany', website: 'https://www.deutschland.de', phone: '+49 30 1234567', zip: '10115' },
  { name: 'Italy', website: 'https://www.governo.it', phone: '+39 06 1234 5678', zip: '00184' },
  {
    name: 'United States',
    website: 'https://www.usa.gov',
    phone: '+1 (202) 555-0143',
    zip: '20500-0003',
  },
];

/** Static blocks to practise extracting websites, phone numbers and ZIP codes. */
export default function RegexPage() {
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
      {COUNTRIES.map((country) => (
        <section key={country.name} className="col">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5 card-title">{country.name}</h2>
              <p className="mb-1">Website: {country.website}</p>
              <p className="mb-1">Phone: {country.phone}</p>
              <p className="mb-0">ZIP code: {country.zip}</p>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
