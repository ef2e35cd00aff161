/**
 * Well-known former and short names that the GeoNames cities data lacks (its alternate-name field is
 * almost always empty), mapped to the country code and GeoNames name of the place they mean.
 * Sources: the renamings recorded by each state government (e.g. Madras to Chennai, 1996).
 */
export const PLACE_ALIASES: readonly { alias: string; country: string; name: string }[] = [
  { alias: 'Trichy', country: 'IN', name: 'Tiruchirappalli' },
  { alias: 'Tiruchi', country: 'IN', name: 'Tiruchirappalli' },
  { alias: 'Bombay', country: 'IN', name: 'Mumbai' },
  { alias: 'Madras', country: 'IN', name: 'Chennai' },
  { alias: 'Calcutta', country: 'IN', name: 'Kolkata' },
  { alias: 'Bangalore', country: 'IN', name: 'Bengaluru' },
  { alias: 'Poona', country: 'IN', name: 'Pune' },
  { alias: 'Benares', country: 'IN', name: 'Varanasi' },
  { alias: 'Banaras', country: 'IN', name: 'Varanasi' },
  { alias: 'Mysuru', country: 'IN', name: 'Mysore' },
  { alias: 'Gurugram', country: 'IN', name: 'Gurgaon' },
  { alias: 'Trivandrum', country: 'IN', name: 'Thiruvananthapuram' },
  { alias: 'Pondicherry', country: 'IN', name: 'Puducherry' },
  { alias: 'Baroda', country: 'IN', name: 'Vadodara' },
  { alias: 'Kochi', country: 'IN', name: 'Cochin' },
  { alias: 'Calicut', country: 'IN', name: 'Kozhikode' },
  { alias: 'Vizag', country: 'IN', name: 'Visakhapatnam' },
  { alias: 'Mangaluru', country: 'IN', name: 'Mangalore' },
  { alias: 'Belagavi', country: 'IN', name: 'Belgaum' },
  { alias: 'Tuticorin', country: 'IN', name: 'Thoothukudi' },
  { alias: 'Udhagamandalam', country: 'IN', name: 'Ooty' },
  { alias: 'Simla', country: 'IN', name: 'Shimla' },
  { alias: 'Peking', country: 'CN', name: 'Beijing' },
  { alias: 'Saigon', country: 'VN', name: 'Ho Chi Minh City' },
];
