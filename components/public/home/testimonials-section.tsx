import { CAROUSELS } from "@/lib/constants";
import { TESTIMONIALS, type Testimonial } from "@/lib/home-content";
import { Carousel } from "@/components/public/carousel/carousel";
import { CONTAINER, QuoteIcon, SECTION_Y, SectionHeading, StarRow } from "./ui";

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The author's avatar (their initials) is drawn by the stylesheet from data-initials: two elements fewer per card. */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card" data-testid="testimonial">
      <div className="flex items-center justify-between">
        <StarRow />
        <span className="testimonial-service">{testimonial.service}</span>
      </div>
      <QuoteIcon className="testimonial-quote-mark" />
      <blockquote className="testimonial-quote">„{testimonial.quote}”</blockquote>
      <figcaption className="testimonial-author" data-initials={initials(testimonial.name)}>
        <span className="testimonial-name">{testimonial.name}</span>
        <span className="testimonial-role">
          {testimonial.role}, {testimonial.company} · {testimonial.city}
        </span>
      </figcaption>
    </figure>
  );
}

/** SPEC 2.1: 11 fixed client testimonials, autoplay every 20 s. */
export function TestimonialsSection() {
  // Clipped, not a scroll container (overflow: clip where supported): a jump to a slide's #id would
  // otherwise also scroll the section itself by the height of its overflowing background blobs.
  return (
    <section aria-labelledby="testimoniale-title" className={`relative isolate overflow-hidden supports-[overflow:clip]:overflow-clip bg-ink text-white ${SECTION_Y}`}>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/4 h-[30rem] w-[30rem] rounded-full bg-brand-600/40 blur-3xl" />
        <div className="absolute -bottom-40 right-0 h-[26rem] w-[26rem] rounded-full bg-accent-500/20 blur-3xl" />
      </div>
      <div className={CONTAINER}>
        <SectionHeading
          id="testimoniale-title"
          tone="dark"
          eyebrow="Testimoniale"
          title="Ce spun antreprenorii care lucrează cu noi"
          description="Clinici, magazine online, restaurante și producători locali care au crescut alături de echipa noastră."
        />
        <Carousel
          className="mt-12"
          label="Testimoniale"
          tone="dark"
          autoplayMs={CAROUSELS.testimonials.autoplay}
          slideClassName="basis-[92%] md:basis-1/2 lg:basis-1/3"
          slides={TESTIMONIALS.map((testimonial) => ({
            key: testimonial.name,
            label: `${testimonial.name}, ${testimonial.company}`,
            content: <TestimonialCard testimonial={testimonial} />,
          }))}
        />
      </div>
    </section>
  );
}
