// Common makes and models on Danish roads, for the car_model attribute of car categories.
import type { carModels } from '../schema/index.js';

const modelsByMake: Record<string, string> = {
  Volkswagen: 'up!|Polo|Golf|Passat|T-Roc|Tiguan|Touran|ID.3|ID.4|Caddy|Transporter',
  Toyota: 'Aygo X|Yaris|Yaris Cross|Corolla|C-HR|RAV4|Proace',
  Peugeot: '108|208|308|2008|3008|5008|Partner',
  Skoda: 'Citigo|Fabia|Octavia|Superb|Kamiq|Karoq|Kodiaq|Enyaq',
  Ford: 'Fiesta|Focus|Puma|Kuga|Mondeo|Transit Custom',
  Opel: 'Corsa|Astra|Mokka|Crossland|Zafira',
  Renault: 'Twingo|Clio|Captur|Mégane|Zoe|Kangoo',
  Citroën: 'C1|C3|C4|C5 Aircross|Berlingo',
  Kia: 'Picanto|Rio|Ceed|Niro|Sportage|EV6',
  Hyundai: 'i10|i20|i30|Kona|Tucson|Ioniq 5',
  Tesla: 'Model 3|Model Y|Model S',
  Volvo: 'V40|V60|V90|XC40|XC60|XC90|EX30',
  BMW: '1-serie|3-serie|5-serie|X1|X3|i3|iX3',
  'Mercedes-Benz': 'A-Klasse|B-Klasse|C-Klasse|E-Klasse|GLC|Vito',
  Audi: 'A1|A3|A4|A6|Q3|Q5|Q4 e-tron',
  Nissan: 'Micra|Juke|Qashqai|Leaf|X-Trail',
  Mazda: '2|3|6|CX-30|CX-5',
  Suzuki: 'Swift|Ignis|Vitara|S-Cross',
  Dacia: 'Sandero|Duster|Jogger|Spring',
  Fiat: '500|Panda|Tipo|Ducato',
  Seat: 'Ibiza|Leon|Arona|Ateca',
  Cupra: 'Born|Formentor',
  MG: 'MG4|ZS|Marvel R',
  Polestar: '2',
  Mitsubishi: 'Space Star|ASX|Outlander',
};

export function buildCarModels(): (typeof carModels.$inferInsert)[] {
  let id = 0;
  return Object.entries(modelsByMake).flatMap(([make, models]) =>
    models.split('|').map((model) => ({ id: (id += 1), make, model })),
  );
}
