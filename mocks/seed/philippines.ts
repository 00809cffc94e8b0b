import type { Faker } from '@faker-js/faker'

/**
 * Philippine flavour for generated people: faker has no en_PH locale, so the names and places are
 * listed here and faker only picks among them (deterministically, from the seed's own instance).
 */
export const firstNames = [
  'Andres',
  'Antonio',
  'Bea',
  'Carlo',
  'Cristina',
  'Dante',
  'Divina',
  'Edgardo',
  'Elena',
  'Emmanuel',
  'Erlinda',
  'Francisco',
  'Gemma',
  'Gilbert',
  'Imelda',
  'Jasmine',
  'Jerome',
  'Joanna',
  'Leonora',
  'Lorna',
  'Luzviminda',
  'Manuel',
  'Marites',
  'Mark Anthony',
  'Nestor',
  'Noel',
  'Perla',
  'Ricardo',
  'Rosario',
  'Rowena',
  'Sheila',
  'Teodoro',
  'Venus',
  'Wilfredo',
  'Ysabel',
  'Zenaida',
] as const

export const surnames = [
  'Abad',
  'Agbayani',
  'Aquino',
  'Bautista',
  'Castillo',
  'Concepcion',
  'Cruz',
  'De Guzman',
  'De Leon',
  'Dizon',
  'Domingo',
  'Estrada',
  'Flores',
  'Fernandez',
  'Gonzales',
  'Lim',
  'Lopez',
  'Macaraeg',
  'Magbanua',
  'Manalo',
  'Marquez',
  'Mercado',
  'Ocampo',
  'Pascual',
  'Ramos',
  'Reyes',
  'Rivera',
  'Salazar',
  'Santiago',
  'Soriano',
  'Tolentino',
  'Torres',
  'Valdez',
  'Velasco',
  'Villanueva',
  'Yap',
] as const

export const places = [
  { city: 'Quezon City', province: 'Metro Manila', zip: '1100' },
  { city: 'Makati City', province: 'Metro Manila', zip: '1200' },
  { city: 'Pasig City', province: 'Metro Manila', zip: '1600' },
  { city: 'Taguig City', province: 'Metro Manila', zip: '1630' },
  { city: 'Mandaluyong City', province: 'Metro Manila', zip: '1550' },
  { city: 'Antipolo City', province: 'Rizal', zip: '1870' },
  { city: 'Bacoor City', province: 'Cavite', zip: '4102' },
  { city: 'Santa Rosa City', province: 'Laguna', zip: '4026' },
  { city: 'Cebu City', province: 'Cebu', zip: '6000' },
  { city: 'Davao City', province: 'Davao del Sur', zip: '8000' },
  { city: 'Iloilo City', province: 'Iloilo', zip: '5000' },
  { city: 'Baguio City', province: 'Benguet', zip: '2600' },
] as const

const streets = [
  'Rizal Street',
  'Mabini Street',
  'Bonifacio Avenue',
  'Luna Street',
  'Del Pilar Street',
  'Sampaguita Street',
  'Narra Street',
  'Molave Street',
]

export const roles = [
  { department: 'Engineering', job_title: 'Software Engineer' },
  { department: 'Engineering', job_title: 'Frontend Developer' },
  { department: 'Engineering', job_title: 'Data Analyst' },
  { department: 'Customer Success', job_title: 'Customer Support Specialist' },
  { department: 'Sales', job_title: 'Account Executive' },
  { department: 'Finance', job_title: 'Payroll Officer' },
  { department: 'People and Culture', job_title: 'HR Generalist' },
  { department: 'Design', job_title: 'Product Designer' },
  { department: 'Operations', job_title: 'Office Administrator' },
] as const

export function filipinoName(faker: Faker): { first: string; last: string } {
  return { first: faker.helpers.arrayElement(firstNames), last: faker.helpers.arrayElement(surnames) }
}

/** A Philippine mobile number as stored: +639 and nine more digits. */
export function mobileNumber(faker: Faker): string {
  return `+639${faker.string.numeric(9)}`
}

export function address(faker: Faker): string {
  const place = faker.helpers.arrayElement(places)
  return `${faker.number.int({ min: 1, max: 999 })} ${faker.helpers.arrayElement(streets)}, Barangay ${faker.helpers.arrayElement(['San Isidro', 'Poblacion', 'San Antonio', 'Santo Niño', 'Bagong Silang', 'Malanday'])}, ${place.city}, ${place.zip} ${place.province}`
}

/** `juan.dela.cruz` from "Juan Dela Cruz": the company's address pattern. */
export function emailLocalPart(first: string, last: string): string {
  return `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z.]+/g, '')
}
