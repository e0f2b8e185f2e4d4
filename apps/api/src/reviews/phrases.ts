import type { UiLanguage } from '@clubstay/contract/locales';

/**
 * The words of the sandbox reviews page, in every UI language. The sandbox stands in for the reviews
 * provider's widget, which is written in the visitor's language; the review texts are drawn from
 * these short banks by sentiment, so a hotel's reviews read the same on every visit.
 */
export interface ReviewPhrases {
  title: string;
  /** `{count}`: the number of reviews. */
  basedOn: string;
  /** `{score}`: the score out of 10. */
  outOf: string;
  /** Poor, Fair, Good, VeryGood, Excellent. */
  categories: readonly [string, string, string, string, string];
  aspectsTitle: string;
  aspects: {
    cleanliness: string;
    location: string;
    service: string;
    value: string;
    room: string;
    breakfast: string;
  };
  travellers: { couple: string; family: string; business: string; solo: string; friends: string };
  recent: string;
  positive: readonly string[];
  mixed: readonly string[];
  negative: readonly string[];
  headlines: { positive: readonly string[]; mixed: readonly string[]; negative: readonly string[] };
  sandboxNote: string;
}

const en: ReviewPhrases = {
  title: 'Guest reviews',
  basedOn: 'Based on {count} reviews',
  outOf: '{score} out of 10',
  categories: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
  aspectsTitle: 'Scores by topic',
  aspects: {
    cleanliness: 'Cleanliness',
    location: 'Location',
    service: 'Service',
    value: 'Value for money',
    room: 'Room',
    breakfast: 'Breakfast',
  },
  travellers: {
    couple: 'Couple',
    family: 'Family',
    business: 'Business trip',
    solo: 'Solo traveller',
    friends: 'Friends',
  },
  recent: 'Recent reviews',
  positive: [
    'Spotless room and a very comfortable bed.',
    'The staff went out of their way to help us.',
    'Perfect location, everything is within walking distance.',
    'Great breakfast with plenty of choice.',
    'Quiet at night, we slept really well.',
  ],
  mixed: [
    'Nice room, but the bathroom could use an update.',
    'Good location, though the walls are a bit thin.',
    'Friendly staff, but check-in took a while.',
  ],
  negative: [
    'The room was smaller than in the photos.',
    'Noisy street at night and the air conditioning was weak.',
    'Breakfast was disappointing for the price.',
  ],
  headlines: {
    positive: ['Would stay again', 'Excellent stay', 'Wonderful place'],
    mixed: ['Good, with a few flaws', 'Decent for the price'],
    negative: ['Not what we expected', 'Could be better'],
  },
  sandboxNote: "Test reviews made by the sandbox reviews provider, not real guests' opinions.",
};

export const REVIEW_PHRASES: Record<UiLanguage, ReviewPhrases> = {
  en,
  'en-GB': {
    ...en,
    sandboxNote: "Test reviews made by the sandbox reviews provider, not real guests' opinions.",
  },
  es: {
    title: 'Opiniones de los huéspedes',
    basedOn: 'Basado en {count} opiniones',
    outOf: '{score} sobre 10',
    categories: ['Malo', 'Regular', 'Bueno', 'Muy bueno', 'Excelente'],
    aspectsTitle: 'Puntuaciones por tema',
    aspects: {
      cleanliness: 'Limpieza',
      location: 'Ubicación',
      service: 'Servicio',
      value: 'Relación calidad-precio',
      room: 'Habitación',
      breakfast: 'Desayuno',
    },
    travellers: {
      couple: 'Pareja',
      family: 'Familia',
      business: 'Viaje de negocios',
      solo: 'Viajero solo',
      friends: 'Amigos',
    },
    recent: 'Opiniones recientes',
    positive: [
      'Habitación impecable y una cama muy cómoda.',
      'El personal hizo todo lo posible por ayudarnos.',
      'Ubicación perfecta, todo queda a poca distancia a pie.',
      'Desayuno excelente y muy variado.',
      'Tranquilo por la noche, dormimos muy bien.',
    ],
    mixed: [
      'Buena habitación, aunque el baño necesita una reforma.',
      'Buena ubicación, pero las paredes son algo finas.',
      'Personal amable, pero el registro de entrada tardó bastante.',
    ],
    negative: [
      'La habitación era más pequeña que en las fotos.',
      'Calle ruidosa por la noche y el aire acondicionado apenas enfriaba.',
      'El desayuno fue decepcionante para el precio.',
    ],
    headlines: {
      positive: ['Volveríamos sin duda', 'Una estancia excelente', 'Un lugar maravilloso'],
      mixed: ['Bien, con algunos fallos', 'Correcto para el precio'],
      negative: ['No era lo que esperábamos', 'Podría mejorar'],
    },
    sandboxNote:
      'Opiniones de prueba generadas por el proveedor de opiniones de prueba, no son opiniones de huéspedes reales.',
  },
  ru: {
    title: 'Отзывы гостей',
    basedOn: 'На основе отзывов: {count}',
    outOf: '{score} из 10',
    categories: ['Плохо', 'Удовлетворительно', 'Хорошо', 'Очень хорошо', 'Превосходно'],
    aspectsTitle: 'Оценки по темам',
    aspects: {
      cleanliness: 'Чистота',
      location: 'Расположение',
      service: 'Обслуживание',
      value: 'Цена и качество',
      room: 'Номер',
      breakfast: 'Завтрак',
    },
    travellers: {
      couple: 'Пара',
      family: 'Семья',
      business: 'Деловая поездка',
      solo: 'Путешествие в одиночку',
      friends: 'Друзья',
    },
    recent: 'Последние отзывы',
    positive: [
      'Идеально чистый номер и очень удобная кровать.',
      'Персонал сделал всё, чтобы нам помочь.',
      'Отличное расположение, всё в пешей доступности.',
      'Прекрасный завтрак с большим выбором.',
      'Ночью тихо, мы отлично выспались.',
    ],
    mixed: [
      'Хороший номер, но ванную пора обновить.',
      'Удобное расположение, хотя стены тонковаты.',
      'Приветливый персонал, но заселение заняло много времени.',
    ],
    negative: [
      'Номер оказался меньше, чем на фотографиях.',
      'Ночью шумная улица, а кондиционер работал слабо.',
      'Завтрак разочаровал для такой цены.',
    ],
    headlines: {
      positive: ['Остановимся снова', 'Отличное пребывание', 'Чудесное место'],
      mixed: ['Хорошо, но есть недочёты', 'Неплохо за эти деньги'],
      negative: ['Не то, что мы ожидали', 'Могло быть лучше'],
    },
    sandboxNote: 'Тестовые отзывы, созданные песочницей, — это не мнения реальных гостей.',
  },
  pt: {
    title: 'Avaliações dos hóspedes',
    basedOn: 'Com base em {count} avaliações',
    outOf: '{score} em 10',
    categories: ['Fraco', 'Razoável', 'Bom', 'Muito bom', 'Excelente'],
    aspectsTitle: 'Pontuações por tema',
    aspects: {
      cleanliness: 'Limpeza',
      location: 'Localização',
      service: 'Serviço',
      value: 'Relação qualidade-preço',
      room: 'Quarto',
      breakfast: 'Pequeno-almoço',
    },
    travellers: {
      couple: 'Casal',
      family: 'Família',
      business: 'Viagem de negócios',
      solo: 'Viajante a sós',
      friends: 'Amigos',
    },
    recent: 'Avaliações recentes',
    positive: [
      'Quarto impecável e cama muito confortável.',
      'A equipa fez tudo para nos ajudar.',
      'Localização perfeita, tudo perto a pé.',
      'Pequeno-almoço ótimo e variado.',
      'Silencioso à noite, dormimos muito bem.',
    ],
    mixed: [
      'Bom quarto, mas a casa de banho precisa de obras.',
      'Boa localização, embora as paredes sejam finas.',
      'Equipa simpática, mas o check-in demorou.',
    ],
    negative: [
      'O quarto era mais pequeno do que nas fotos.',
      'Rua barulhenta à noite e ar condicionado fraco.',
      'O pequeno-almoço desiludiu para o preço.',
    ],
    headlines: {
      positive: ['Ficaríamos de novo', 'Estadia excelente', 'Um lugar maravilhoso'],
      mixed: ['Bom, com algumas falhas', 'Razoável pelo preço'],
      negative: ['Não era o que esperávamos', 'Podia ser melhor'],
    },
    sandboxNote: 'Avaliações de teste geradas pelo ambiente de testes, não são opiniões de hóspedes reais.',
  },
  ja: {
    title: '宿泊者のクチコミ',
    basedOn: '{count}件のクチコミに基づく',
    outOf: '10点中{score}点',
    categories: ['不満', 'まあまあ', '良い', 'とても良い', '最高'],
    aspectsTitle: '項目別の評価',
    aspects: {
      cleanliness: '清潔さ',
      location: '立地',
      service: 'サービス',
      value: 'コストパフォーマンス',
      room: '客室',
      breakfast: '朝食',
    },
    travellers: {
      couple: 'カップル',
      family: 'ファミリー',
      business: 'ビジネス',
      solo: '一人旅',
      friends: '友人同士',
    },
    recent: '最新のクチコミ',
    positive: [
      '部屋はとても清潔で、ベッドも快適でした。',
      'スタッフの方がとても親切に対応してくれました。',
      '立地が良く、どこへでも歩いて行けます。',
      '朝食は種類が豊富でおいしかったです。',
      '夜は静かで、ぐっすり眠れました。',
    ],
    mixed: [
      '部屋は良いですが、浴室は少し古さを感じました。',
      '立地は便利ですが、壁が少し薄いです。',
      'スタッフは親切でしたが、チェックインに時間がかかりました。',
    ],
    negative: [
      '部屋は写真より狭かったです。',
      '夜は通りがうるさく、エアコンの効きも弱かったです。',
      '値段の割に朝食は期待外れでした。',
    ],
    headlines: {
      positive: ['また泊まりたい', '素晴らしい滞在', '最高の場所'],
      mixed: ['良いが、いくつか難点あり', '価格相応'],
      negative: ['期待とは違った', '改善の余地あり'],
    },
    sandboxNote: 'サンドボックスが生成したテスト用のクチコミです。実際の宿泊者の意見ではありません。',
  },
  nb: {
    title: 'Gjesteanmeldelser',
    basedOn: 'Basert på {count} anmeldelser',
    outOf: '{score} av 10',
    categories: ['Dårlig', 'Middels', 'Bra', 'Veldig bra', 'Utmerket'],
    aspectsTitle: 'Karakterer per tema',
    aspects: {
      cleanliness: 'Renhold',
      location: 'Beliggenhet',
      service: 'Service',
      value: 'Verdi for pengene',
      room: 'Rom',
      breakfast: 'Frokost',
    },
    travellers: {
      couple: 'Par',
      family: 'Familie',
      business: 'Forretningsreise',
      solo: 'Reiser alene',
      friends: 'Venner',
    },
    recent: 'Nyeste anmeldelser',
    positive: [
      'Skinnende rent rom og en svært komfortabel seng.',
      'Personalet gjorde alt de kunne for å hjelpe oss.',
      'Perfekt beliggenhet, alt er i gangavstand.',
      'Flott frokost med mye å velge i.',
      'Stille om natten, vi sov veldig godt.',
    ],
    mixed: [
      'Fint rom, men badet trenger oppussing.',
      'God beliggenhet, selv om veggene er litt tynne.',
      'Hyggelig personale, men innsjekkingen tok tid.',
    ],
    negative: [
      'Rommet var mindre enn på bildene.',
      'Bråkete gate om natten og svak aircondition.',
      'Frokosten var skuffende for prisen.',
    ],
    headlines: {
      positive: ['Vil gjerne bo her igjen', 'Utmerket opphold', 'Et fantastisk sted'],
      mixed: ['Bra, med noen mangler', 'Greit for prisen'],
      negative: ['Ikke som forventet', 'Kunne vært bedre'],
    },
    sandboxNote: 'Testanmeldelser laget av sandkassen, ikke meninger fra ekte gjester.',
  },
  da: {
    title: 'Gæsteanmeldelser',
    basedOn: 'Baseret på {count} anmeldelser',
    outOf: '{score} ud af 10',
    categories: ['Dårlig', 'Middel', 'God', 'Meget god', 'Fremragende'],
    aspectsTitle: 'Karakterer pr. emne',
    aspects: {
      cleanliness: 'Rengøring',
      location: 'Beliggenhed',
      service: 'Service',
      value: 'Værdi for pengene',
      room: 'Værelse',
      breakfast: 'Morgenmad',
    },
    travellers: {
      couple: 'Par',
      family: 'Familie',
      business: 'Forretningsrejse',
      solo: 'Rejser alene',
      friends: 'Venner',
    },
    recent: 'Seneste anmeldelser',
    positive: [
      'Skinnende rent værelse og en meget behagelig seng.',
      'Personalet gjorde alt for at hjælpe os.',
      'Perfekt beliggenhed, alt er inden for gåafstand.',
      'Dejlig morgenmad med stort udvalg.',
      'Stille om natten, vi sov rigtig godt.',
    ],
    mixed: [
      'Fint værelse, men badeværelset trænger til en opdatering.',
      'God beliggenhed, selvom væggene er lidt tynde.',
      'Venligt personale, men indtjekningen tog tid.',
    ],
    negative: [
      'Værelset var mindre end på billederne.',
      'Larmende gade om natten og svag aircondition.',
      'Morgenmaden var skuffende i forhold til prisen.',
    ],
    headlines: {
      positive: ['Vi kommer gerne igen', 'Fremragende ophold', 'Et vidunderligt sted'],
      mixed: ['Godt, med enkelte mangler', 'Fint til prisen'],
      negative: ['Ikke som forventet', 'Kunne være bedre'],
    },
    sandboxNote: 'Testanmeldelser genereret af sandkassen, ikke rigtige gæsters meninger.',
  },
  fi: {
    title: 'Vierasarviot',
    basedOn: 'Perustuu {count} arvioon',
    outOf: '{score}/10',
    categories: ['Huono', 'Kohtalainen', 'Hyvä', 'Erittäin hyvä', 'Erinomainen'],
    aspectsTitle: 'Arvosanat aiheittain',
    aspects: {
      cleanliness: 'Siisteys',
      location: 'Sijainti',
      service: 'Palvelu',
      value: 'Hinta-laatusuhde',
      room: 'Huone',
      breakfast: 'Aamiainen',
    },
    travellers: {
      couple: 'Pariskunta',
      family: 'Perhe',
      business: 'Työmatka',
      solo: 'Yksin matkustava',
      friends: 'Ystävät',
    },
    recent: 'Uusimmat arviot',
    positive: [
      'Moitteettoman siisti huone ja todella mukava sänky.',
      'Henkilökunta teki kaikkensa auttaakseen meitä.',
      'Täydellinen sijainti, kaikki kävelymatkan päässä.',
      'Erinomainen aamiainen ja runsaasti valinnanvaraa.',
      'Hiljaista öisin, nukuimme todella hyvin.',
    ],
    mixed: [
      'Mukava huone, mutta kylpyhuone kaipaisi remonttia.',
      'Hyvä sijainti, vaikka seinät ovat hieman ohuet.',
      'Ystävällinen henkilökunta, mutta sisäänkirjautuminen kesti.',
    ],
    negative: [
      'Huone oli pienempi kuin kuvissa.',
      'Meluisa katu öisin ja heikko ilmastointi.',
      'Aamiainen oli hintaansa nähden pettymys.',
    ],
    headlines: {
      positive: ['Tulisimme uudelleen', 'Erinomainen vierailu', 'Upea paikka'],
      mixed: ['Hyvä, mutta muutamia puutteita', 'Kelpo hintaansa nähden'],
      negative: ['Ei vastannut odotuksia', 'Voisi olla parempi'],
    },
    sandboxNote: 'Hiekkalaatikon luomia testiarvioita, eivät oikeiden vieraiden mielipiteitä.',
  },
  it: {
    title: 'Recensioni degli ospiti',
    basedOn: 'Basato su {count} recensioni',
    outOf: '{score} su 10',
    categories: ['Scarso', 'Discreto', 'Buono', 'Molto buono', 'Eccellente'],
    aspectsTitle: 'Punteggi per argomento',
    aspects: {
      cleanliness: 'Pulizia',
      location: 'Posizione',
      service: 'Servizio',
      value: 'Rapporto qualità-prezzo',
      room: 'Camera',
      breakfast: 'Colazione',
    },
    travellers: {
      couple: 'Coppia',
      family: 'Famiglia',
      business: 'Viaggio di lavoro',
      solo: 'Viaggiatore singolo',
      friends: 'Amici',
    },
    recent: 'Recensioni recenti',
    positive: [
      'Camera pulitissima e letto molto comodo.',
      'Il personale ha fatto di tutto per aiutarci.',
      'Posizione perfetta, tutto raggiungibile a piedi.',
      'Colazione ottima e molto varia.',
      'Silenzioso di notte, abbiamo dormito benissimo.',
    ],
    mixed: [
      'Bella camera, ma il bagno andrebbe rinnovato.',
      "Buona posizione, anche se le pareti sono un po' sottili.",
      'Personale gentile, ma il check-in è stato lento.',
    ],
    negative: [
      'La camera era più piccola che nelle foto.',
      'Strada rumorosa di notte e aria condizionata debole.',
      'Colazione deludente per il prezzo.',
    ],
    headlines: {
      positive: ['Ci torneremmo', 'Soggiorno eccellente', 'Un posto meraviglioso'],
      mixed: ['Buono, con qualche difetto', 'Adeguato al prezzo'],
      negative: ['Non come ci aspettavamo', 'Potrebbe essere migliore'],
    },
    sandboxNote: "Recensioni di prova generate dall'ambiente di test, non sono opinioni di ospiti reali.",
  },
  fr: {
    title: 'Avis des clients',
    basedOn: 'Sur la base de {count} avis',
    outOf: '{score} sur 10',
    categories: ['Médiocre', 'Passable', 'Bien', 'Très bien', 'Excellent'],
    aspectsTitle: 'Notes par thème',
    aspects: {
      cleanliness: 'Propreté',
      location: 'Emplacement',
      service: 'Service',
      value: 'Rapport qualité-prix',
      room: 'Chambre',
      breakfast: 'Petit-déjeuner',
    },
    travellers: {
      couple: 'Couple',
      family: 'Famille',
      business: "Voyage d'affaires",
      solo: 'Voyageur seul',
      friends: 'Amis',
    },
    recent: 'Avis récents',
    positive: [
      'Chambre impeccable et lit très confortable.',
      'Le personnel a tout fait pour nous aider.',
      'Emplacement parfait, tout est accessible à pied.',
      'Excellent petit-déjeuner, très varié.',
      'Calme la nuit, nous avons très bien dormi.',
    ],
    mixed: [
      "Belle chambre, mais la salle de bain mériterait d'être rénovée.",
      'Bon emplacement, même si les murs sont un peu fins.',
      "Personnel aimable, mais l'enregistrement a pris du temps.",
    ],
    negative: [
      'La chambre était plus petite que sur les photos.',
      'Rue bruyante la nuit et climatisation faible.',
      'Petit-déjeuner décevant pour le prix.',
    ],
    headlines: {
      positive: ['Nous reviendrons', 'Excellent séjour', 'Un endroit merveilleux'],
      mixed: ['Bien, avec quelques défauts', 'Correct pour le prix'],
      negative: ['Pas ce que nous attendions', 'Peut mieux faire'],
    },
    sandboxNote: 'Avis de test générés par le bac à sable, pas des opinions de vrais clients.',
  },
  de: {
    title: 'Gästebewertungen',
    basedOn: 'Basierend auf {count} Bewertungen',
    outOf: '{score} von 10',
    categories: ['Schlecht', 'Mäßig', 'Gut', 'Sehr gut', 'Hervorragend'],
    aspectsTitle: 'Bewertungen nach Thema',
    aspects: {
      cleanliness: 'Sauberkeit',
      location: 'Lage',
      service: 'Service',
      value: 'Preis-Leistung',
      room: 'Zimmer',
      breakfast: 'Frühstück',
    },
    travellers: {
      couple: 'Paar',
      family: 'Familie',
      business: 'Geschäftsreise',
      solo: 'Alleinreisend',
      friends: 'Freunde',
    },
    recent: 'Neueste Bewertungen',
    positive: [
      'Blitzsauberes Zimmer und ein sehr bequemes Bett.',
      'Das Personal hat alles getan, um uns zu helfen.',
      'Perfekte Lage, alles ist zu Fuß erreichbar.',
      'Tolles Frühstück mit großer Auswahl.',
      'Nachts ruhig, wir haben sehr gut geschlafen.',
    ],
    mixed: [
      'Schönes Zimmer, aber das Bad könnte eine Renovierung vertragen.',
      'Gute Lage, auch wenn die Wände etwas dünn sind.',
      'Freundliches Personal, aber der Check-in dauerte lange.',
    ],
    negative: [
      'Das Zimmer war kleiner als auf den Fotos.',
      'Nachts laute Straße und eine schwache Klimaanlage.',
      'Das Frühstück war für den Preis enttäuschend.',
    ],
    headlines: {
      positive: ['Gerne wieder', 'Ein hervorragender Aufenthalt', 'Ein wunderbarer Ort'],
      mixed: ['Gut, mit kleinen Schwächen', 'In Ordnung für den Preis'],
      negative: ['Nicht wie erwartet', 'Ausbaufähig'],
    },
    sandboxNote: 'Testbewertungen aus der Sandbox, keine Meinungen echter Gäste.',
  },
  nl: {
    title: 'Gastbeoordelingen',
    basedOn: 'Op basis van {count} beoordelingen',
    outOf: '{score} van 10',
    categories: ['Slecht', 'Matig', 'Goed', 'Zeer goed', 'Uitstekend'],
    aspectsTitle: 'Scores per onderwerp',
    aspects: {
      cleanliness: 'Netheid',
      location: 'Ligging',
      service: 'Service',
      value: 'Prijs-kwaliteitverhouding',
      room: 'Kamer',
      breakfast: 'Ontbijt',
    },
    travellers: {
      couple: 'Stel',
      family: 'Gezin',
      business: 'Zakenreis',
      solo: 'Alleenreiziger',
      friends: 'Vrienden',
    },
    recent: 'Recente beoordelingen',
    positive: [
      'Brandschone kamer en een heel comfortabel bed.',
      'Het personeel deed alles om ons te helpen.',
      'Perfecte ligging, alles op loopafstand.',
      'Heerlijk ontbijt met veel keuze.',
      "Rustig 's nachts, we hebben heerlijk geslapen.",
    ],
    mixed: [
      'Mooie kamer, maar de badkamer is aan vernieuwing toe.',
      'Goede ligging, al zijn de muren wat dun.',
      'Vriendelijk personeel, maar het inchecken duurde lang.',
    ],
    negative: [
      "De kamer was kleiner dan op de foto's.",
      "Lawaaiige straat 's nachts en een zwakke airco.",
      'Het ontbijt viel tegen voor de prijs.',
    ],
    headlines: {
      positive: ['We komen graag terug', 'Uitstekend verblijf', 'Een prachtige plek'],
      mixed: ['Goed, met een paar minpunten', 'Prima voor de prijs'],
      negative: ['Niet wat we verwachtten', 'Kan beter'],
    },
    sandboxNote: 'Testbeoordelingen gemaakt door de sandbox, geen meningen van echte gasten.',
  },
  sv: {
    title: 'Gästomdömen',
    basedOn: 'Baserat på {count} omdömen',
    outOf: '{score} av 10',
    categories: ['Dåligt', 'Godkänt', 'Bra', 'Mycket bra', 'Utmärkt'],
    aspectsTitle: 'Betyg per ämne',
    aspects: {
      cleanliness: 'Städning',
      location: 'Läge',
      service: 'Service',
      value: 'Prisvärdhet',
      room: 'Rum',
      breakfast: 'Frukost',
    },
    travellers: {
      couple: 'Par',
      family: 'Familj',
      business: 'Affärsresa',
      solo: 'Ensamresenär',
      friends: 'Vänner',
    },
    recent: 'Senaste omdömena',
    positive: [
      'Skinande rent rum och en mycket bekväm säng.',
      'Personalen gjorde allt för att hjälpa oss.',
      'Perfekt läge, allt ligger inom gångavstånd.',
      'Fantastisk frukost med stort utbud.',
      'Tyst på natten, vi sov riktigt gott.',
    ],
    mixed: [
      'Fint rum, men badrummet behöver renoveras.',
      'Bra läge, även om väggarna är lite tunna.',
      'Trevlig personal, men incheckningen tog tid.',
    ],
    negative: [
      'Rummet var mindre än på bilderna.',
      'Bullrig gata på natten och svag luftkonditionering.',
      'Frukosten var en besvikelse för priset.',
    ],
    headlines: {
      positive: ['Bor gärna här igen', 'Utmärkt vistelse', 'En underbar plats'],
      mixed: ['Bra, med några brister', 'Okej för priset'],
      negative: ['Inte som vi förväntade oss', 'Kunde varit bättre'],
    },
    sandboxNote: 'Testomdömen skapade av sandlådan, inte riktiga gästers åsikter.',
  },
  'zh-CN': {
    title: '住客点评',
    basedOn: '基于 {count} 条点评',
    outOf: '{score}/10 分',
    categories: ['差', '一般', '好', '很好', '极好'],
    aspectsTitle: '各项评分',
    aspects: {
      cleanliness: '干净程度',
      location: '位置',
      service: '服务',
      value: '性价比',
      room: '客房',
      breakfast: '早餐',
    },
    travellers: {
      couple: '情侣',
      family: '家庭',
      business: '商务出行',
      solo: '独自旅行',
      friends: '朋友结伴',
    },
    recent: '最新点评',
    positive: [
      '房间一尘不染，床非常舒适。',
      '员工竭尽全力帮助我们。',
      '位置绝佳，步行即可到达各处。',
      '早餐丰盛，选择很多。',
      '夜里很安静，我们睡得很好。',
    ],
    mixed: [
      '房间不错，但浴室需要翻新。',
      '位置很好，不过墙壁有点薄。',
      '员工很友好，但办理入住花了不少时间。',
    ],
    negative: ['房间比照片上的小。', '夜里街道嘈杂，空调也不太给力。', '早餐与价格相比令人失望。'],
    headlines: {
      positive: ['还会再来', '非常棒的住宿体验', '一个很棒的地方'],
      mixed: ['不错，但有些小问题', '对得起这个价格'],
      negative: ['与预期不符', '有待改进'],
    },
    sandboxNote: '由沙盒生成的测试点评，并非真实住客的意见。',
  },
};
