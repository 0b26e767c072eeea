import { answer, html } from "./html";
import type { ServiceSeed } from "./types";

export const contentService: ServiceSeed = {
  title: "Content marketing",
  slug: "content-marketing",
  heroText: "Conținut util, care atrage clienți și îi convinge să aleagă afacerea ta.",
  excerpt:
    "Articole, texte pentru site, newslettere și ghiduri scrise de specialiști, optimizate pentru Google și pentru oameni.",
  heading: "Content marketing care construiește încredere",
  content: html`
    <p>Clienții de astăzi se informează singuri înainte să cumpere. Dacă găsesc răspunsurile la întrebările lor pe site-ul tău, te percep ca expert și te aleg mai ușor. Content marketingul transformă cunoștințele echipei tale în trafic și în clienți.</p>
    <h2>Tipuri de conținut pe care le creăm</h2>
    <ul>
      <li><strong>Articole de blog</strong> bazate pe cercetarea cuvintelor cheie.</li>
      <li><strong>Texte pentru site</strong>: pagini de servicii, prezentare și pagini de destinație.</li>
      <li><strong>Newslettere</strong> și secvențe de e-mailuri automate.</li>
      <li><strong>Ghiduri și studii</strong> descărcabile, pentru colectarea de lead-uri.</li>
    </ul>
    <h3>Scris de oameni, verificat de specialiști</h3>
    <p>Fiecare text este scris de un copywriter din echipă și verificat de un specialist în domeniu. Pentru clinicile medicale, articolele sunt validate de medicii clientului înainte de publicare.</p>
    <p>Conținutul bun lucrează pentru tine ani de zile. Un articol publicat astăzi poate aduce vizitatori și clienți și peste trei ani.</p>
  `,
  metaTitle: "Content marketing și copywriting în limba română",
  metaDescription:
    "Articole de blog, texte pentru site și newslettere scrise de specialiști, optimizate SEO și gândite să transforme cititorii în clienți.",
  faqs: [
    {
      question: "Cine scrie textele?",
      answer: answer(
        "Copywriteri din echipa noastră, fiecare specializat pe câteva domenii. Nu folosim texte generate automat fără verificare umană.",
      ),
    },
    {
      question: "Pot cere modificări?",
      answer: answer("Da, fiecare text include o rundă de modificări, iar publicarea se face doar după aprobarea ta."),
    },
    {
      question: "Cât de lungi sunt articolele?",
      answer: answer(
        "Între 800 și 2000 de cuvinte, în funcție de subiect și de ce publică deja concurența pentru aceeași căutare.",
      ),
    },
  ],
  children: [
    {
      title: "Copywriting SEO",
      slug: "copywriting-seo",
      heroText: "Texte care se clasează în Google și conving cititorii.",
      excerpt: "Texte pentru paginile de servicii și de produs, scrise pentru intenția de căutare și pentru conversie.",
      heading: "Copywriting SEO pentru pagini care vând",
      content: html`
        <p>O pagină de serviciu bună răspunde la trei întrebări: ce primește clientul, de ce să aibă încredere în tine și ce trebuie să facă mai departe. Scriem texte care răspund la toate, folosind natural cuvintele cheie importante.</p>
        <h2>Ce include</h2>
        <ul>
          <li>Cercetare de cuvinte cheie pentru fiecare pagină.</li>
          <li>Structură clară, cu titluri, liste și îndemnuri la acțiune.</li>
          <li>Meta titluri și meta descrieri optimizate.</li>
        </ul>
        <p>Textele sunt livrate gata de publicat, cu propuneri de legături interne și de imagini.</p>
      `,
      metaTitle: "Copywriting SEO pentru pagini de servicii",
      metaDescription:
        "Texte pentru paginile de servicii și de produs, optimizate pentru Google și scrise să convingă. Livrate gata de publicat.",
      faqs: [
        {
          question: "Scrieți și pentru magazine online?",
          answer: answer("Da, descrieri de categorii și de produse, inclusiv pentru magazine cu mii de produse."),
        },
        {
          question: "Cât durează livrarea?",
          answer: answer("Între 3 și 7 zile lucrătoare pentru un set de până la cinci pagini."),
        },
        {
          question: "Textele sunt originale?",
          answer: answer("Da, fiecare text este scris de la zero și verificat pentru unicitate înainte de livrare."),
        },
      ],
    },
    {
      title: "Articole de blog",
      slug: "articole-de-blog",
      heroText: "Un blog activ, care aduce trafic organic în fiecare lună.",
      excerpt: "Articole lunare bazate pe întrebările reale ale clienților tăi, optimizate SEO și promovate pe rețelele sociale.",
      heading: "Articole de blog care aduc clienți",
      content: html`
        <p>Un blog actualizat constant îți aduce trafic din sute de căutări pe care paginile de servicii nu le pot acoperi. Planificăm subiectele pe baza întrebărilor reale ale clienților și a datelor din Google.</p>
        <h2>Cum lucrăm</h2>
        <ul>
          <li>Plan editorial trimestrial, aprobat de tine.</li>
          <li>Articole documentate, cu surse și exemple concrete.</li>
          <li>Imagini, optimizare SEO și publicare pe site.</li>
          <li>Actualizarea articolelor vechi care au pierdut poziții.</li>
        </ul>
        <p>Urmărim lunar traficul și conversiile generate de blog, ca să scriem mai mult despre ce funcționează.</p>
      `,
      metaTitle: "Articole de blog optimizate SEO",
      metaDescription:
        "Articole lunare scrise de specialiști, pe baza întrebărilor reale ale clienților. Optimizate SEO și publicate direct pe site-ul tău.",
      faqs: [
        {
          question: "Câte articole recomandați pe lună?",
          answer: answer("Pentru majoritatea IMM-urilor, între 2 și 4 articole lunare de calitate sunt suficiente."),
        },
        {
          question: "Le publicați voi pe site?",
          answer: answer("Da, cu imagini, formatare și optimizare SEO, pe WordPress sau pe orice altă platformă."),
        },
        {
          question: "Pot propune eu subiecte?",
          answer: answer("Desigur. Le verificăm potențialul de căutare și le includem în planul editorial."),
        },
      ],
    },
    {
      title: "E-mail marketing",
      slug: "e-mail-marketing",
      heroText: "Vinde din nou clienților care te cunosc deja.",
      excerpt:
        "Newslettere, automatizări și segmentarea listei de abonați, pentru vânzări repetate la un cost foarte mic.",
      heading: "E-mail marketing și automatizări",
      content: html`
        <p>E-mailul rămâne canalul cu cel mai mare randament pentru vânzările repetate. Lista ta de abonați îți aparține și nu depinde de algoritmii rețelelor sociale.</p>
        <h2>Ce construim</h2>
        <ul>
          <li>Secvență de bun venit pentru abonații noi.</li>
          <li>Recuperarea coșurilor abandonate.</li>
          <li>Newslettere lunare, cu noutăți și conținut util.</li>
          <li>Campanii de reactivare pentru clienții inactivi.</li>
        </ul>
        <p>Lucrăm cu Mailchimp, Brevo, Klaviyo sau MailerLite și respectăm regulile GDPR privind consimțământul și dezabonarea.</p>
      `,
      metaTitle: "E-mail marketing, newslettere și automatizări",
      metaDescription:
        "Newslettere, automatizări și segmentare pentru vânzări repetate. Configurare completă în Mailchimp, Brevo sau Klaviyo, conform GDPR.",
      faqs: [
        {
          question: "Am nevoie de o listă mare de abonați?",
          answer: answer("Nu. Și o listă de câteva sute de clienți activi poate aduce vânzări constante."),
        },
        {
          question: "Pot cumpăra o listă de e-mailuri?",
          answer: answer("Nu recomandăm și nu lucrăm cu liste cumpărate: încalcă GDPR și afectează livrabilitatea."),
        },
        {
          question: "Cât de des trimitem newslettere?",
          answer: answer("De obicei o dată la două săptămâni sau lunar, plus mesajele automate."),
        },
      ],
    },
  ],
};

export const websiteService: ServiceSeed = {
  title: "Creare website",
  slug: "creare-website",
  heroText: "Site-uri rapide, frumoase și gândite să aducă clienți. De la 800 €.",
  excerpt:
    "Site-uri de prezentare, magazine online și pagini de destinație, optimizate pentru viteză, mobil și Google.",
  heading: "Creare site-uri web care aduc clienți",
  content: html`
    <p>Site-ul este cel mai important angajat de vânzări al tău: lucrează non-stop și este primul contact al multor clienți cu afacerea ta. Creăm site-uri rapide, ușor de administrat și construite de la început pentru SEO și conversii.</p>
    <h2>Ce tipuri de site-uri realizăm</h2>
    <ul>
      <li><strong>Site-uri de prezentare</strong>, de la 800 €, pentru cabinete, clinici și firme de servicii.</li>
      <li><strong>Magazine online</strong> cu plăți cu cardul, curierat și facturare automată.</li>
      <li><strong>Pagini de destinație</strong> pentru campanii și lansări.</li>
      <li><strong>Platforme personalizate</strong>, cu programări online sau zone de client.</li>
    </ul>
    <h3>Ce primești la fiecare proiect</h3>
    <p>Design adaptat pentru mobil, viteză de încărcare bună, optimizare SEO de bază, formulare conectate la e-mailul tău, certificat SSL, pagini legale conforme GDPR și o sesiune de instruire pentru administrare.</p>
    <p>În peste 5 ani de activitate am livrat sute de site-uri, iar multe dintre ele au devenit principala sursă de clienți a afacerii. <a href="/tarife">Vezi tarifele pentru site-uri</a>.</p>
  `,
  metaTitle: "Creare site-uri web de prezentare, de la 800 €",
  metaDescription:
    "Site-uri de prezentare, magazine online și landing page-uri rapide, adaptate pentru mobil și optimizate SEO. Site-uri simple de la 800 €.",
  faqs: [
    {
      question: "Cât durează realizarea unui site?",
      answer: answer(
        "Un site de prezentare este gata în 3-5 săptămâni, iar un magazin online în 6-10 săptămâni, în funcție de complexitate.",
      ),
    },
    {
      question: "Pot modifica singur conținutul?",
      answer: answer(
        "Da. Primești un panou de administrare simplu și o sesiune de instruire, plus un ghid scris.",
      ),
    },
    {
      question: "Găzduirea și domeniul sunt incluse?",
      answer: answer(
        "Primul an de găzduire și domeniul .ro sunt incluse în pachetele de prezentare. Apoi costul anual este de aproximativ 100 €.",
      ),
    },
    {
      question: "Ce se întâmplă după lansare?",
      answer: answer(
        "Oferim 30 de zile de suport gratuit și, opțional, un abonament de mentenanță cu actualizări, copii de siguranță și modificări lunare.",
      ),
    },
  ],
  children: [
    {
      title: "Site de prezentare",
      slug: "site-de-prezentare",
      heroText: "Un site profesionist pentru afacerea ta, de la 800 €.",
      excerpt:
        "Site-uri de prezentare cu 5-10 pagini, design personalizat, formular de contact și optimizare SEO de bază.",
      heading: "Site de prezentare pentru firme și cabinete",
      content: html`
        <p>Un site de prezentare bun explică rapid ce faci, pentru cine și de ce să te aleagă clientul. Îl construim pe structura care a funcționat pentru zeci de afaceri similare cu a ta.</p>
        <h2>Inclus în pachet</h2>
        <ul>
          <li>Design personalizat, adaptat pentru mobil și tabletă.</li>
          <li>Până la 10 pagini: acasă, despre, servicii, contact și pagini legale.</li>
          <li>Formular de contact, hartă și butoane de apel și WhatsApp.</li>
          <li>Optimizare SEO de bază și conectare la Google Analytics.</li>
        </ul>
        <p>Prețurile pornesc de la 800 € pentru un site simplu, iar oferta finală depinde de numărul de pagini și de funcționalitățile dorite.</p>
      `,
      metaTitle: "Site de prezentare profesionist de la 800 €",
      metaDescription:
        "Site de prezentare cu design personalizat, adaptat pentru mobil, formular de contact și SEO de bază. Prețuri de la 800 €.",
      faqs: [
        {
          question: "Ce trebuie să pregătesc?",
          answer: answer(
            "Logo-ul, câteva fotografii și informațiile despre servicii. Dacă nu ai texte, le putem scrie noi.",
          ),
        },
        {
          question: "Site-ul va fi al meu?",
          answer: answer("Da, site-ul și domeniul sunt pe numele firmei tale, cu toate drepturile de acces."),
        },
        {
          question: "Pot adăuga pagini mai târziu?",
          answer: answer("Da, poți adăuga singur pagini din panoul de administrare sau le putem crea noi."),
        },
      ],
    },
    {
      title: "Creare magazin online",
      slug: "creare-magazin-online",
      heroText: "Un magazin online pregătit să vândă din prima zi.",
      excerpt:
        "Magazine online cu plăți cu cardul, integrare cu curierii, facturare automată și optimizare pentru conversii.",
      heading: "Magazine online construite pentru vânzări",
      content: html`
        <p>Un magazin online profitabil înseamnă mai mult decât o listă de produse. Înseamnă căutare rapidă, filtre utile, un coș de cumpărături simplu și o plată fără obstacole.</p>
        <h2>Funcționalități incluse</h2>
        <ul>
          <li>Plăți cu cardul și ramburs, integrare cu procesatorii din România.</li>
          <li>Generare automată de AWB pentru curieri și facturi.</li>
          <li>Feed de produse pentru Google Shopping și Meta.</li>
          <li>Pagini legale, politica de retur și integrare ANPC.</li>
        </ul>
        <p>Lansăm magazinul cu măsurarea vânzărilor configurată corect, ca să poți porni campaniile de promovare imediat.</p>
      `,
      metaTitle: "Creare magazin online cu plăți și curierat",
      metaDescription:
        "Magazine online cu plăți cu cardul, AWB automat, facturare și feed pentru Google Shopping. Gata de vânzare din prima zi.",
      faqs: [
        {
          question: "Ce platformă folosiți?",
          answer: answer(
            "WooCommerce pentru majoritatea proiectelor și Shopify pentru magazinele care vor o administrare foarte simplă.",
          ),
        },
        {
          question: "Importați produsele existente?",
          answer: answer("Da, din fișiere Excel, din furnizori sau dintr-un magazin vechi."),
        },
        {
          question: "Cât costă un magazin online?",
          answer: answer("Prețurile pornesc de la 2500 €, în funcție de numărul de produse și de integrări."),
        },
      ],
    },
    {
      title: "Landing page",
      slug: "landing-page",
      heroText: "O pagină, un obiectiv, cât mai multe conversii.",
      excerpt: "Pagini de destinație pentru campanii plătite, lansări de produs și colectare de lead-uri.",
      heading: "Landing page-uri pentru campanii",
      content: html`
        <p>Trimiterea traficului plătit pe prima pagină a site-ului risipește bugetul. O pagină de destinație dedicată, cu un singur mesaj și un singur îndemn la acțiune, poate dubla rata de conversie.</p>
        <h2>Ce conține o pagină bună</h2>
        <ul>
          <li>Un titlu care repetă promisiunea din reclamă.</li>
          <li>Beneficii clare, dovezi sociale și răspunsuri la obiecții.</li>
          <li>Un formular scurt, vizibil fără derulare pe mobil.</li>
        </ul>
        <p>Testăm variante ale titlului și ale formularului pentru a crește constant rata de conversie.</p>
      `,
      metaTitle: "Landing page pentru campanii Google și Meta",
      metaDescription:
        "Pagini de destinație rapide, cu un singur obiectiv, pentru campaniile tale Google Ads și Meta. Mai multe lead-uri din același buget.",
      faqs: [
        {
          question: "În cât timp este gata?",
          answer: answer("Între 5 și 10 zile lucrătoare, inclusiv textele și conectarea la campanii."),
        },
        {
          question: "Poate fi pe domeniul meu?",
          answer: answer("Da, pe domeniul principal sau pe un subdomeniu dedicat campaniei."),
        },
        {
          question: "Faceți și teste A/B?",
          answer: answer("Da, pentru paginile cu trafic suficient testăm variante de titlu, imagini și formular."),
        },
      ],
    },
    {
      title: "Mentenanță website",
      slug: "mentenanta-website",
      heroText: "Site-ul tău, mereu actualizat, rapid și în siguranță.",
      excerpt: "Actualizări, copii de siguranță, monitorizare și modificări lunare, pentru un site fără griji.",
      heading: "Mentenanță lunară pentru site-uri",
      content: html`
        <p>Un site neîntreținut devine lent și vulnerabil. Prin abonamentul de mentenanță ne ocupăm de partea tehnică, iar tu te concentrezi pe afacere.</p>
        <h2>Ce include abonamentul</h2>
        <ul>
          <li>Actualizări lunare pentru platformă, teme și module.</li>
          <li>Copii de siguranță zilnice, păstrate în afara serverului.</li>
          <li>Monitorizarea disponibilității și a securității.</li>
          <li>Până la două ore de modificări de conținut pe lună.</li>
        </ul>
        <p>În caz de problemă intervenim în aceeași zi lucrătoare.</p>
      `,
      metaTitle: "Mentenanță website: actualizări și backup",
      metaDescription:
        "Abonament de mentenanță pentru site: actualizări, copii de siguranță zilnice, monitorizare și modificări lunare de conținut.",
      faqs: [
        {
          question: "Întrețineți și site-uri făcute de alții?",
          answer: answer("Da, după un audit inițial care ne arată starea site-ului și riscurile existente."),
        },
        {
          question: "Pot renunța oricând?",
          answer: answer("Da, abonamentul este lunar și poate fi încheiat cu o lună de preaviz."),
        },
        {
          question: "Ce se întâmplă dacă site-ul este spart?",
          answer: answer("Îl restaurăm din ultima copie curată, închidem breșa și îți trimitem un raport al incidentului."),
        },
      ],
    },
  ],
};
