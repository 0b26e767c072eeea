import { readRetentionSetting, retentionSentence } from "@/lib/retention-setting";
import { html } from "./html";
import type { PageSeed } from "./types";

/**
 * Legal pages for a fictional operator. The operator's details are not in the texts: every legal page
 * shows them from "Setări" ("Date de identificare", components/public/content/legal-identity.tsx).
 */
const DEMO_NOTE = html`
  <p><em>Text demonstrativ: verificați-l cu un consultant juridic înainte de publicarea site-ului.</em></p>
`;
const OPERATOR = "societatea ale cărei date sunt afișate mai sus, la „Date de identificare”";

const privacy: PageSeed = {
  name: "Politica de confidențialitate",
  slug: "politica-de-confidentialitate",
  metaTitle: "Politica de confidențialitate",
  metaDescription:
    "Cum colectăm, folosim și protejăm datele tale personale, conform Regulamentului (UE) 2016/679 (GDPR), și ce drepturi ai.",
  upperContent: html`<p>Cum prelucrăm datele tale personale și ce drepturi ai, conform GDPR.</p>`,
  lowerContent: html`
    ${DEMO_NOTE}
    <h2>1. Cine suntem</h2>
    <p>Operatorul datelor cu caracter personal colectate prin acest site este ${OPERATOR}.</p>
    <p>Această politică explică modul în care prelucrăm datele personale în conformitate cu Regulamentul (UE) 2016/679 (Regulamentul general privind protecția datelor, „GDPR”) și cu legislația română aplicabilă.</p>
    <h2>2. Ce date colectăm</h2>
    <ul>
      <li><strong>Date din formularul de contact</strong>: nume, prenume, adresă de e-mail, număr de telefon, site-ul sau compania și mesajul transmis.</li>
      <li><strong>Proveniența mesajului</strong>: pagina de pe care l-ai trimis, pagina care te-a adus pe site (referrer) și parametrii campaniei din adresă (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid). Parametrii paginii pe care ai intrat pe site sunt păstrați în browser, pe durata vizitei, doar dacă ai acceptat cookie-urile de analiză; altfel trimitem doar parametrii paginii cu formularul.</li>
      <li><strong>Răspunsurile la chestionarul de pe pagina Tarife</strong>, atunci când alegi să îl completezi.</li>
      <li><strong>Date tehnice</strong>: adresa IP, tipul de browser și paginile vizitate, colectate prin cookies, conform <a href="/politica-de-utilizare-cookies">Politicii de utilizare cookies</a>.</li>
    </ul>
    <h2>3. Scopurile și temeiurile prelucrării</h2>
    <ul>
      <li>Răspunsul la solicitările tale și transmiterea ofertelor cerute, în baza demersurilor premergătoare încheierii unui contract (art. 6 alin. (1) lit. b) GDPR).</li>
      <li>Executarea contractelor de servicii încheiate cu clienții (art. 6 alin. (1) lit. b) GDPR).</li>
      <li>Îndeplinirea obligațiilor legale, de exemplu cele fiscale și contabile (art. 6 alin. (1) lit. c) GDPR).</li>
      <li>Securitatea site-ului și prevenirea abuzurilor, în baza interesului nostru legitim (art. 6 alin. (1) lit. f) GDPR).</li>
      <li>Analiza traficului și marketingul, doar cu consimțământul tău (art. 6 alin. (1) lit. a) GDPR).</li>
    </ul>
    <h2>4. Cât timp păstrăm datele</h2>
    <p>${retentionSentence(readRetentionSetting().months)} Datele clienților sunt păstrate pe durata contractului și ulterior pe perioada impusă de legislația fiscală și contabilă.</p>
    <p>Poți cere oricând o copie a mesajelor tale sau ștergerea lor, scriindu-ne de pe adresa de e-mail cu care ni le-ai trimis: le găsim și le ștergem pe toate, inclusiv e-mailurile despre ele aflate încă în așteptare.</p>
    <h2>5. Cui transmitem datele</h2>
    <p>Nu vindem datele personale. Le putem transmite doar persoanelor împuternicite care ne ajută să funcționăm, cu care avem contracte ce garantează protecția datelor: furnizori de găzduire și e-mail, servicii de analiză a traficului și platforme de publicitate, precum și autorităților publice, atunci când legea o cere.</p>
    <h2>6. Transferuri în afara Spațiului Economic European</h2>
    <p>Unii furnizori, precum Google sau Meta, pot prelucra date în afara SEE. În aceste cazuri, transferul se face pe baza unei decizii de adecvare a Comisiei Europene sau a clauzelor contractuale standard aprobate de aceasta.</p>
    <h2>7. Drepturile tale</h2>
    <ul>
      <li>dreptul de acces la datele tale;</li>
      <li>dreptul la rectificarea datelor inexacte;</li>
      <li>dreptul la ștergerea datelor („dreptul de a fi uitat”);</li>
      <li>dreptul la restricționarea prelucrării;</li>
      <li>dreptul la portabilitatea datelor;</li>
      <li>dreptul de opoziție;</li>
      <li>dreptul de a-ți retrage oricând consimțământul, fără a afecta legalitatea prelucrării anterioare.</li>
    </ul>
    <p>Îți poți exercita drepturile printr-un e-mail la adresa de mai sus. Îți răspundem în cel mult o lună. Ai, de asemenea, dreptul de a depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), <a href="https://www.dataprotection.ro" target="_blank" rel="noopener noreferrer">www.dataprotection.ro</a>.</p>
    <h2>8. Securitatea datelor</h2>
    <p>Folosim conexiuni criptate (HTTPS), acces restricționat pe bază de roluri și copii de siguranță periodice. Accesul la mesajele primite îl au doar angajații care au nevoie de ele pentru a-ți răspunde.</p>
    <h2>9. Modificări ale politicii</h2>
    <p>Putem actualiza această politică atunci când se schimbă legislația sau serviciile noastre. Versiunea în vigoare este întotdeauna cea publicată pe această pagină.</p>
  `,
};

const terms: PageSeed = {
  name: "Termeni și condiții",
  slug: "termeni-si-conditii",
  metaTitle: "Termeni și condiții de utilizare a site-ului",
  metaDescription:
    "Condițiile de utilizare a site-ului, regimul ofertelor și al prețurilor afișate, drepturile de autor și soluționarea litigiilor.",
  upperContent: html`<p>Regulile de utilizare a site-ului și a informațiilor publicate pe el.</p>`,
  lowerContent: html`
    ${DEMO_NOTE}
    <h2>1. Informații generale</h2>
    <p>Acest site este administrat de ${OPERATOR}.</p>
    <p>Prin accesarea și utilizarea site-ului accepți acești termeni și condiții. Dacă nu ești de acord cu ei, te rugăm să nu folosești site-ul.</p>
    <h2>2. Serviciile și ofertele</h2>
    <p>Informațiile despre servicii și prețurile afișate pe pagina Tarife au caracter informativ și nu constituie o ofertă fermă. Serviciile se prestează doar pe baza unui contract scris sau a unei oferte acceptate, care stabilesc exact livrabilele, termenele și prețul final.</p>
    <p>Prețurile sunt exprimate în euro și nu includ TVA, dacă nu se menționează altfel. Bugetele de publicitate plătite către terți (de exemplu Google sau Meta) nu sunt incluse în onorariul agenției.</p>
    <h2>3. Proprietatea intelectuală</h2>
    <p>Textele, imaginile, elementele grafice și codul site-ului sunt protejate de Legea nr. 8/1996 privind dreptul de autor și drepturile conexe. Reproducerea lor, integrală sau parțială, fără acordul nostru scris este interzisă, cu excepția citărilor scurte, cu indicarea sursei.</p>
    <h2>4. Utilizarea site-ului</h2>
    <ul>
      <li>Te obligi să furnizezi date reale atunci când completezi formularele.</li>
      <li>Nu vei încerca să accesezi zone ale site-ului care nu îți sunt destinate.</li>
      <li>Nu vei folosi site-ul pentru a transmite mesaje nesolicitate sau conținut ilegal.</li>
    </ul>
    <h2>5. Limitarea răspunderii</h2>
    <p>Depunem toate eforturile ca informațiile publicate să fie corecte și actuale, însă nu garantăm că site-ul va funcționa fără întreruperi sau erori. Articolele de pe blog au caracter general și nu înlocuiesc consultanța personalizată.</p>
    <h2>6. Legături către alte site-uri</h2>
    <p>Site-ul poate conține legături către site-uri ale terților. Nu răspundem pentru conținutul sau politicile acestora.</p>
    <h2>7. Soluționarea litigiilor</h2>
    <p>Eventualele neînțelegeri se rezolvă pe cale amiabilă. Consumatorii se pot adresa Autorității Naționale pentru Protecția Consumatorilor (<a href="https://anpc.ro" target="_blank" rel="noopener noreferrer">anpc.ro</a>), procedurii de soluționare alternativă a litigiilor (SAL) sau platformei europene de soluționare online a litigiilor (SOL). În lipsa unei soluții amiabile, competente sunt instanțele din România.</p>
    <h2>8. Legea aplicabilă</h2>
    <p>Acești termeni sunt guvernați de legea română. Ne rezervăm dreptul de a-i actualiza; versiunea în vigoare este cea publicată pe această pagină.</p>
  `,
};

const cookies: PageSeed = {
  name: "Politica de utilizare cookies",
  slug: "politica-de-utilizare-cookies",
  metaTitle: "Politica de utilizare cookies",
  metaDescription:
    "Ce cookies folosește site-ul, în ce scop și cum îți poți da sau retrage consimțământul, conform Legii nr. 506/2004 și GDPR.",
  upperContent: html`<p>Ce cookies folosim, de ce și cum le poți controla.</p>`,
  lowerContent: html`
    ${DEMO_NOTE}
    <h2>1. Ce sunt cookie-urile</h2>
    <p>Cookie-urile sunt fișiere text de mici dimensiuni pe care un site le salvează în browserul tău. Ele permit funcționarea corectă a site-ului, păstrarea preferințelor și, cu acordul tău, măsurarea traficului și afișarea de reclame relevante.</p>
    <h2>2. Cine folosește cookie-urile</h2>
    <p>Cookie-urile sunt plasate de ${OPERATOR} și, cu acordul tău, de partenerii enumerați mai jos. Plasarea lor respectă art. 4 alin. (5) din Legea nr. 506/2004 privind prelucrarea datelor cu caracter personal și protecția vieții private în sectorul comunicațiilor electronice și Regulamentul (UE) 2016/679.</p>
    <h2>3. Ce cookies folosim</h2>
    <table>
      <tbody>
        <tr><th>Cookie</th><th>Furnizor</th><th>Scop</th><th>Durată</th></tr>
        <tr><td>cookie_consent</td><td>Site-ul nostru</td><td>Reține opțiunile tale privind cookie-urile (strict necesar)</td><td>6 luni</td></tr>
        <tr><td>_ga, _ga_*</td><td>Google Analytics</td><td>Statistici anonimizate despre vizite (analiză)</td><td>24 de luni</td></tr>
        <tr><td>_gcl_au</td><td>Google Ads</td><td>Măsurarea conversiilor din reclame (marketing)</td><td>90 de zile</td></tr>
        <tr><td>_fbp</td><td>Meta</td><td>Măsurarea și personalizarea reclamelor (marketing)</td><td>90 de zile</td></tr>
      </tbody>
    </table>
    <h2>4. Consimțământul</h2>
    <p>Cookie-urile strict necesare nu au nevoie de consimțământ. Cookie-urile de analiză și de marketing sunt activate doar după ce îți exprimi acordul în bannerul afișat la prima vizită. Îți poți schimba oricând opțiunea din linkul „Setări cookie-uri” din subsolul site-ului.</p>
    <h2>5. Cum controlezi cookie-urile din browser</h2>
    <p>Poți șterge sau bloca cookie-urile din setările browserului. Instrucțiunile se găsesc în secțiunea de ajutor a fiecărui browser:</p>
    <ul>
      <li>Google Chrome: Setări, Confidențialitate și securitate, Cookie-uri;</li>
      <li>Mozilla Firefox: Setări, Confidențialitate și securitate;</li>
      <li>Safari: Preferințe, Confidențialitate;</li>
      <li>Microsoft Edge: Setări, Cookie-uri și permisiuni site.</li>
    </ul>
    <p>Blocarea tuturor cookie-urilor poate afecta funcționarea unor părți ale site-ului.</p>
    <h2>6. Contact</h2>
    <p>Pentru întrebări despre această politică ne poți scrie la <a href="mailto:contact@agentia-exemplu.example">contact@agentia-exemplu.example</a>. Detalii despre prelucrarea datelor găsești în <a href="/politica-de-confidentialitate">Politica de confidențialitate</a>.</p>
  `,
};

export const LEGAL_PAGES: PageSeed[] = [privacy, terms, cookies];
