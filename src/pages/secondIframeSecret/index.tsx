/** Where "samba" leads. */
export default function SecondIframeSecretPage() {
  return <p className="fs-5">You have clicked on the second iframe link!</p>;
}
