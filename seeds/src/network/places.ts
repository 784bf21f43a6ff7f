export interface City {
  name: string;
  province: string;
  lat: number;
  lng: number;
  districts: readonly string[];
  streets: readonly string[];
  phonePrefix: string;
}

export const cities: readonly City[] = [
  {
    name: 'Montréal',
    province: 'QC',
    lat: 45.5019,
    lng: -73.5674,
    districts: ['Ville-Marie', 'Le Plateau-Mont-Royal', 'Rosemont', 'Verdun', 'Saint-Laurent'],
    streets: ['rue Sainte-Catherine', 'boulevard Saint-Laurent', 'rue Sherbrooke', 'avenue du Parc', 'rue Notre-Dame'],
    phonePrefix: '+1 514',
  },
  {
    name: 'Québec',
    province: 'QC',
    lat: 46.8139,
    lng: -71.208,
    districts: ['La Cité-Limoilou', 'Sainte-Foy', 'Charlesbourg', 'Beauport'],
    streets: ['boulevard Laurier', 'Grande Allée', 'rue Saint-Jean', 'boulevard Charest'],
    phonePrefix: '+1 418',
  },
  {
    name: 'Ottawa',
    province: 'ON',
    lat: 45.4215,
    lng: -75.6972,
    districts: ['Centretown', 'ByWard Market', 'Kanata', 'Orléans'],
    streets: ['Bank Street', 'Rideau Street', 'Elgin Street', 'Wellington Street'],
    phonePrefix: '+1 613',
  },
  {
    name: 'Toronto',
    province: 'ON',
    lat: 43.6532,
    lng: -79.3832,
    districts: ['Downtown', 'North York', 'Scarborough', 'Etobicoke', 'Liberty Village'],
    streets: ['Queen Street West', 'Yonge Street', 'King Street East', 'Bloor Street', 'Spadina Avenue'],
    phonePrefix: '+1 416',
  },
  {
    name: 'Vancouver',
    province: 'BC',
    lat: 49.2827,
    lng: -123.1207,
    districts: ['Downtown', 'Kitsilano', 'Mount Pleasant', 'Yaletown'],
    streets: ['Granville Street', 'Robson Street', 'West Broadway', 'Main Street'],
    phonePrefix: '+1 604',
  },
  {
    name: 'Laval',
    province: 'QC',
    lat: 45.6066,
    lng: -73.7124,
    districts: ['Chomedey', 'Vimont', 'Sainte-Rose'],
    streets: ['boulevard Le Carrefour', 'boulevard Saint-Martin', 'autoroute Chomedey'],
    phonePrefix: '+1 450',
  },
];

export const stationKinds = [
  'Park & Charge',
  'Mall',
  'Transit Hub',
  'Supermarket',
  'City Hall',
  'Hotel',
  'Fleet Depot',
  'Residences',
] as const;

export const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Léa',
  'William',
  'Chloé',
  'Thomas',
  'Camille',
  'Nathan',
  'Wei',
  'Mei',
  'Jun',
  'Sofia',
  'Lucas',
  'Amélie',
  'Hugo',
  'Zoé',
  'Gabriel',
  'Yan',
  'Aisha',
  'Omar',
  'Priya',
  'Ravi',
] as const;

export const lastNames = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Smith',
  'Brown',
  'Wilson',
  'Martin',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Nguyen',
  'Patel',
  'Singh',
  'Lefebvre',
  'Morin',
  'Lavoie',
  'Fortin',
  'Campbell',
] as const;

export const manufacturers = [
  { id: 'M-ABB', name: 'ABB', models: [{ model: 'Terra 184', type: 2, powerKw: 180, connectors: 2 }] },
  { id: 'M-FLO', name: 'FLO', models: [{ model: 'SmartTWO', type: 1, powerKw: 7.2, connectors: 2 }] },
  { id: 'M-CPT', name: 'ChargePoint', models: [{ model: 'CPF50', type: 1, powerKw: 11, connectors: 2 }] },
  { id: 'M-ALP', name: 'Alpitronic', models: [{ model: 'HYC300', type: 2, powerKw: 300, connectors: 2 }] },
  { id: 'M-SIE', name: 'Siemens', models: [{ model: 'VersiCharge', type: 1, powerKw: 11.5, connectors: 1 }] },
  { id: 'M-WBX', name: 'Wallbox', models: [{ model: 'Commander 2', type: 1, powerKw: 11, connectors: 1 }] },
  { id: 'M-KEM', name: 'Kempower', models: [{ model: 'Satellite S', type: 2, powerKw: 120, connectors: 4 }] },
] as const;

export const alarmKinds = [
  { code: 'E101', level: 3, message: 'Over-temperature in the power module' },
  { code: 'E204', level: 3, message: 'Ground fault detected' },
  { code: 'E310', level: 2, message: 'Communication with the charger lost' },
  { code: 'E402', level: 3, message: 'Emergency stop pressed' },
  { code: 'E515', level: 2, message: 'Energy meter reading out of range' },
  { code: 'E620', level: 1, message: 'Connector not locked at session start' },
  { code: 'E731', level: 2, message: 'Cable temperature sensor fault' },
] as const;
