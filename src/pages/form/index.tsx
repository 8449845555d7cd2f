export default function FormPage() {
  return null;
}
