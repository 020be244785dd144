import { PageIcon, type PageIconName } from './PageIcon';
import styles from './StepList.module.css';

export type Step = { id: string; icon?: PageIconName; title: string; text: string };

/** A numbered process (planning steps, how an investment works): an ordered list, so the order is announced too. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {step.icon ? <PageIcon name={step.icon} size={32} /> : null}
            <span className={styles.number}>{index + 1}</span>
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
