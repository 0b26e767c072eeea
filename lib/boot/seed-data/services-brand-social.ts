import { answer, html } from "./html";
import type { ServiceSeed } from "./types";

export const brandingService: ServiceSeed = {
  title: "Branding",
  slug: "branding",
  heroText: "O identitate pe care clienții o recunosc și o aleg din nou.",
  excerpt:
    "Strategie de brand, identitate vizuală și ghid de utilizare, pentru afaceri care vor să arate la fel de bine pe cât lucrează.",
  heading: "Branding care îți spune povestea dintr-o privire",
  content: html`
    <p>Un brand puternic nu înseamnă doar un logo frumos. Înseamnă un mesaj clar, o personalitate consecventă și o imagine pe care clienții o asociază imediat cu încrederea și calitatea serviciilor tale.</p>
    <h2>Procesul nostru de branding</h2>
    <ul>
      <li><strong>Descoperire</strong>: interviuri cu echipa, analiza concurenței și a clienților.</li>
      <li><strong>Strategie</strong>: poziționare, valori, ton al comunicării și mesaje cheie.</li>
      <li><strong>Identitate vizuală</strong>: logo, culori, tipografie și elemente grafice.</li>
      <li><strong>Implementare</strong>: ghid de brand, materiale tipărite și șabloane pentru social media.</li>
    </ul>
    <h3>De ce contează pentru IMM-uri</h3>
    <p>Clienții compară rapid, iar prima impresie se formează în câteva secunde. Un brand coerent crește încrederea, permite prețuri mai bune și face ca fiecare campanie de marketing să funcționeze mai bine.</p>
    <p>Am creat și reîmprospătat identități pentru clinici, restaurante, dezvoltatori imobiliari și magazine online. <a href="/studii-de-caz">Vezi câteva dintre proiecte</a>.</p>
  `,
  metaTitle: "Agenție de branding: logo și identitate vizuală",
  metaDescription:
    "Strategie de brand, logo, identitate vizuală și ghid de brand pentru IMM-uri. O imagine coerentă care crește încrederea clienților.",
  faqs: [
    {
      question: "Cât durează un proiect de branding?",
      answer: answer(
        "Un proiect complet durează între 4 și 8 săptămâni, în funcție de numărul de propuneri și de materialele incluse.",
      ),
    },
    {
      question: "Primesc fișierele sursă ale logo-ului?",
      answer: answer(
        "Da. La final primești logo-ul în toate formatele necesare (AI, SVG, PDF, PNG) și drepturile de utilizare complete.",
      ),
    },
    {
      question: "Câte variante de logo primesc?",
      answer: answer(
        "Prezentăm trei direcții creative, iar pe cea aleasă o rafinăm în două runde de modificări incluse în preț.",
      ),
    },
  ],
  children: [
    {
      title: "Identitate vizuală și logo",
      slug: "identitate-vizuala-logo",
      heroText: "Un logo memorabil și un sistem vizual care funcționează peste tot.",
      excerpt:
        "Design de logo, paletă de culori, tipografie și elemente grafice, gândite pentru online și pentru tipar.",
      heading: "Design de logo și identitate vizuală",
      content: html`
        <p>Logo-ul este semnătura afacerii tale. Îl creăm pornind de la strategie, nu de la tendințe de moment, astfel încât să rămână relevant mulți ani.</p>
        <h2>Ce primești</h2>
        <ul>
          <li>Logo în variantă principală, secundară și simbol.</li>
          <li>Paleta de culori cu codurile pentru ecran și pentru tipar.</li>
          <li>Fonturi recomandate și reguli de utilizare.</li>
          <li>Aplicații: cărți de vizită, antet, semnătură de e-mail.</li>
        </ul>
        <p>Fiecare element este testat pe ecrane mici, pe fundaluri diferite și în alb-negru, ca să arate bine oriunde apare.</p>
      `,
      metaTitle: "Design de logo și identitate vizuală",
      metaDescription:
        "Logo profesionist, paletă de culori și tipografie pentru afacerea ta. Fișiere sursă incluse și reguli clare de utilizare.",
      faqs: [
        {
          question: "Pot cere modificări după livrare?",
          answer: answer("Da, două runde de modificări sunt incluse, iar ajustările ulterioare se tarifează pe oră."),
        },
        {
          question: "Logo-ul va fi unic?",
          answer: answer("Da. Nu folosim șabloane sau imagini de stoc, iar fiecare logo este desenat de la zero."),
        },
        {
          question: "Mă ajutați și cu înregistrarea mărcii?",
          answer: answer(
            "Colaborăm cu consilieri în proprietate industrială care te pot ajuta la înregistrarea mărcii la OSIM sau EUIPO.",
          ),
        },
      ],
    },
    {
      title: "Strategie de brand",
      slug: "strategie-de-brand",
      heroText: "Un mesaj clar, care te diferențiază de concurență.",
      excerpt:
        "Poziționare, public țintă, valori și tonul comunicării, puse într-un document pe care întreaga echipă îl poate folosi.",
      heading: "Strategie de brand și poziționare",
      content: html`
        <p>Înainte de culori și fonturi, un brand are nevoie de răspunsuri clare: cui se adresează, ce problemă rezolvă și de ce este alegerea mai bună. Strategia de brand pune aceste răspunsuri în cuvinte simple.</p>
        <h2>Etapele strategiei</h2>
        <ul>
          <li>Atelier de lucru cu fondatorii și echipa de vânzări.</li>
          <li>Analiza a cel puțin cinci concurenți direcți.</li>
          <li>Profiluri de clienți ideali și mesaje pentru fiecare.</li>
          <li>Tonul comunicării, cu exemple de formulări potrivite și nepotrivite.</li>
        </ul>
        <p>Rezultatul este o platformă de brand pe care o pot folosi la fel de bine designerul, copywriterul și echipa de vânzări.</p>
      `,
      metaTitle: "Strategie de brand și poziționare pe piață",
      metaDescription:
        "Definim poziționarea, publicul țintă și tonul comunicării afacerii tale, într-o platformă de brand clară pentru toată echipa.",
      faqs: [
        {
          question: "Am nevoie de strategie dacă am deja un logo?",
          answer: answer(
            "Da, mai ales dacă mesajele tale diferă de la un canal la altul. Strategia aduce coerență fără să schimbi neapărat identitatea vizuală.",
          ),
        },
        {
          question: "Cât timp îmi ia mie?",
          answer: answer("În jur de 4-6 ore: un atelier inițial și două întâlniri de validare."),
        },
        {
          question: "Ce format are documentul final?",
          answer: answer("O prezentare de 20-30 de pagini și un rezumat de o pagină, ușor de împărțit cu echipa."),
        },
      ],
    },
    {
      title: "Rebranding",
      slug: "rebranding",
      heroText: "Reîmprospătează-ți imaginea fără să pierzi ce au construit anii de muncă.",
      excerpt:
        "Actualizarea identității pentru afacerile care au crescut, s-au repoziționat sau au o imagine care nu mai reflectă calitatea serviciilor.",
      heading: "Rebranding făcut cu grijă",
      content: html`
        <p>Un rebranding reușit păstrează ce recunosc deja clienții și schimbă ce te ține pe loc. Îl planificăm împreună, astfel încât tranziția să fie clară pentru clienți și pentru echipă.</p>
        <h2>Când este momentul potrivit</h2>
        <ul>
          <li>Ai extins gama de servicii sau ai intrat pe o piață nouă.</li>
          <li>Imaginea actuală pare învechită față de concurență.</li>
          <li>Ai fuzionat cu o altă companie sau ai schimbat numele.</li>
        </ul>
        <p>Includem un plan de lansare: anunțul către clienți, actualizarea site-ului, a profilurilor sociale și a materialelor tipărite.</p>
      `,
      metaTitle: "Rebranding pentru afaceri în creștere",
      metaDescription:
        "Actualizează-ți identitatea vizuală și mesajele fără să pierzi recunoașterea clienților. Rebranding cu plan complet de lansare.",
      faqs: [
        {
          question: "Îmi pierd clienții dacă schimb logo-ul?",
          answer: answer(
            "Nu, dacă tranziția este comunicată bine. Păstrăm elementele recognoscibile și pregătim mesajele de lansare.",
          ),
        },
        {
          question: "Trebuie să schimb și site-ul?",
          answer: answer(
            "De cele mai multe ori da, cel puțin la nivel vizual. Putem face actualizarea în paralel cu rebrandingul.",
          ),
        },
        {
          question: "Cât costă un rebranding?",
          answer: answer(
            "Depinde de câte materiale trebuie actualizate. După o primă discuție primești o ofertă fixă, fără costuri ascunse.",
          ),
        },
      ],
    },
  ],
};

export const socialService: ServiceSeed = {
  title: "Social Media Marketing",
  slug: "social-media-marketing",
  heroText: "Conținut care construiește comunitate și reclame care aduc vânzări.",
  excerpt:
    "Administrare de pagini, conținut creativ și campanii plătite pe Facebook, Instagram, TikTok și LinkedIn.",
  heading: "Social media care lucrează pentru afacerea ta",
  content: html`
    <p>Rețelele sociale sunt locul în care clienții tăi își petrec zilnic timpul. O prezență constantă, cu conținut util și campanii bine țintite, transformă urmăritorii în clienți și clienții în ambasadori.</p>
    <h2>Ce facem pentru tine</h2>
    <ul>
      <li><strong>Strategie și calendar editorial</strong>: teme, formate și frecvență, aprobate lunar.</li>
      <li><strong>Creație</strong>: fotografii, grafică, clipuri scurte și texte scrise pentru fiecare platformă.</li>
      <li><strong>Reclame plătite</strong>: campanii Meta, TikTok și LinkedIn, cu audiențe testate.</li>
      <li><strong>Comunitate</strong>: răspunsuri la comentarii și mesaje, în tonul brandului tău.</li>
    </ul>
    <h3>Platformele potrivite, nu toate platformele</h3>
    <p>Nu toate afacerile au nevoie de TikTok și nu toate au nevoie de LinkedIn. Alegem canalele în funcție de publicul tău și de obiective, ca bugetul să fie folosit acolo unde contează.</p>
    <p>Echipa noastră de peste 15 specialiști include designeri, editori video și specialiști în campanii plătite, care lucrează împreună pe fiecare cont.</p>
  `,
  metaTitle: "Social media marketing: Facebook, Instagram, TikTok",
  metaDescription:
    "Administrare de pagini, conținut creativ și reclame plătite pe Facebook, Instagram, TikTok și LinkedIn, cu raportare lunară clară.",
  faqs: [
    {
      question: "Câte postări pe lună includeți?",
      answer: answer(
        "Pachetele pornesc de la 12 postări pe lună și pot ajunge la 30, plus stories și clipuri scurte, în funcție de obiective.",
      ),
    },
    {
      question: "Cine face fotografiile?",
      answer: answer(
        "Putem organiza ședințe foto și video la sediul tău sau putem lucra cu materialele pe care le ai deja.",
      ),
    },
    {
      question: "Aprob eu postările înainte de publicare?",
      answer: answer("Da. Primești calendarul lunar spre aprobare, iar nimic nu se publică fără acordul tău."),
    },
    {
      question: "Bugetul de reclame este inclus?",
      answer: answer("Nu. Bugetul de reclame se plătește direct către platforme, separat de onorariul agenției."),
    },
  ],
  children: [
    {
      title: "Administrare pagini social media",
      slug: "administrare-social-media",
      heroText: "O prezență constantă și profesionistă, fără să-ți consume timpul.",
      excerpt:
        "Planificăm, creăm și publicăm conținutul lunar pe paginile tale, apoi răspundem comunității în numele brandului.",
      heading: "Administrare completă a paginilor sociale",
      content: html`
        <p>Postările rare și improvizate transmit clienților că afacerea nu este activă. Ne ocupăm de tot, de la idee la publicare, astfel încât paginile tale să arate profesionist în fiecare săptămână.</p>
        <h2>Ce include</h2>
        <ul>
          <li>Calendar editorial lunar, cu teme legate de obiectivele tale.</li>
          <li>Grafică și texte originale pentru fiecare postare.</li>
          <li>Publicare la orele cu cea mai bună audiență.</li>
          <li>Moderarea comentariilor și a mesajelor în timpul programului de lucru.</li>
        </ul>
        <p>La final de lună primești un raport cu evoluția comunității, cele mai bune postări și recomandările pentru luna următoare.</p>
      `,
      metaTitle: "Administrare pagini Facebook și Instagram",
      metaDescription:
        "Calendar editorial, grafică, texte și moderare pentru paginile tale sociale. Prezență constantă și profesionistă, lună de lună.",
      faqs: [
        {
          question: "Răspundeți și la mesaje?",
          answer: answer(
            "Da, în timpul programului de lucru. Pentru întrebările tehnice sau de preț stabilim împreună răspunsuri standard.",
          ),
        },
        {
          question: "Pot adăuga și eu postări?",
          answer: answer("Sigur. Le integrăm în calendar ca să nu se suprapună cu cele planificate."),
        },
        {
          question: "Ce se întâmplă cu un comentariu negativ?",
          answer: answer(
            "Te anunțăm imediat și propunem un răspuns calm și profesionist. Nu ștergem critici legitime.",
          ),
        },
      ],
    },
    {
      title: "Reclame Facebook și Instagram",
      slug: "reclame-facebook-instagram",
      heroText: "Reclame Meta care ajung la oamenii potriviți, la costul potrivit.",
      excerpt:
        "Campanii Meta Ads pentru vânzări, lead-uri și notorietate, cu creații testate și audiențe construite pe date.",
      heading: "Campanii Meta Ads orientate spre rezultate",
      content: html`
        <p>Facebook și Instagram rămân platformele cu cea mai mare audiență din România. Cu o configurare corectă a pixelului și a API-ului de conversii, reclamele pot fi optimizate direct pentru vânzări sau cereri de ofertă.</p>
        <h2>Cum lucrăm</h2>
        <ul>
          <li>Configurăm pixelul Meta și API-ul de conversii.</li>
          <li>Testăm mai multe creații și mesaje în fiecare lună.</li>
          <li>Construim audiențe din vizitatori, clienți și audiențe similare.</li>
          <li>Mutăm bugetul spre combinațiile care aduc cel mai mic cost pe rezultat.</li>
        </ul>
        <p>Formularele de lead-uri Meta pot fi conectate direct la CRM-ul sau la e-mailul tău, ca să suni clientul cât timp interesul este maxim.</p>
      `,
      metaTitle: "Reclame Facebook și Instagram (Meta Ads)",
      metaDescription:
        "Campanii Meta Ads pentru vânzări și lead-uri: pixel configurat corect, creații testate lunar și audiențe construite pe date reale.",
      faqs: [
        {
          question: "Creați și materialele pentru reclame?",
          answer: answer("Da, grafică și clipuri scurte adaptate formatelor din feed, stories și reels."),
        },
        {
          question: "Ce buget minim recomandați?",
          answer: answer("De la 15-20 de euro pe zi obținem suficiente date pentru optimizare."),
        },
        {
          question: "Pot face reclame pentru servicii medicale?",
          answer: answer(
            "Da, cu respectarea politicilor Meta privind sănătatea, fără afirmații exagerate și fără țintire pe afecțiuni.",
          ),
        },
      ],
    },
    {
      title: "Campanii TikTok",
      slug: "campanii-tiktok",
      heroText: "Ajungi la generațiile tinere cu clipuri autentice.",
      excerpt: "Conținut video scurt și campanii TikTok Ads pentru branduri care vor să crească rapid notorietatea.",
      heading: "TikTok Ads și conținut video scurt",
      content: html`
        <p>TikTok recompensează autenticitatea, nu producțiile scumpe. Creăm clipuri scurte, cu un început care captează atenția în primele secunde, și le promovăm către audiențele relevante.</p>
        <h2>Ce includem</h2>
        <ul>
          <li>Idei de clipuri și scenarii adaptate tendințelor actuale.</li>
          <li>Filmare și montaj, la sediul tău sau cu creatori de conținut.</li>
          <li>Campanii TikTok Ads pentru vizualizări, trafic sau conversii.</li>
        </ul>
        <p>Același conținut poate fi refolosit în Instagram Reels și YouTube Shorts, ceea ce crește valoarea fiecărui clip produs.</p>
      `,
      metaTitle: "Campanii TikTok Ads și conținut video scurt",
      metaDescription:
        "Clipuri scurte autentice și campanii TikTok Ads pentru branduri care vor notorietate rapidă în rândul publicului tânăr.",
      faqs: [
        {
          question: "Este TikTok potrivit pentru afacerea mea?",
          answer: answer(
            "Funcționează foarte bine pentru HoReCa, fashion, cosmetice și educație. Pentru B2B recomandăm de obicei LinkedIn.",
          ),
        },
        {
          question: "Trebuie să apar eu în clipuri?",
          answer: answer("Nu neapărat, dar clipurile cu oameni reali din echipă au de obicei rezultate mai bune."),
        },
        {
          question: "Câte clipuri produceți pe lună?",
          answer: answer("Între 4 și 12, în funcție de pachet și de frecvența de publicare dorită."),
        },
      ],
    },
  ],
};
