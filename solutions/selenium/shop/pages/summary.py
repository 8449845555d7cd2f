# Practice Shop: what the overview and an order's view both show: lines, ship-to and totals.
from .component import hook
from .view import View

TOTALS = ("summary-subtotal", "summary-discount", "summary-shipping", "summary-tax",
          "summary-total")


class OrderSummary(View):
    """The overview and the order view use the same hooks for the same facts."""

    READY = ("summary-total",)

    def lines(self):
        """Each line's text as shown, e.g. "Rain Jacket × 1 $89.00"."""
        return [" ".join(row.text.split()) for row in self._find_all("summary-item")]

    def ship_to(self):
        return self._text("summary-ship-to")

    def email(self):
        return self._text("summary-email")

    def shipping_method(self):
        return self._text("summary-shipping-method")

    def payment(self):
        return self._text("summary-payment")

    def totals(self):
        """The total lines shown, in order, e.g. ["Item total: $128.98", …, "Total: $140.36"]."""
        return [" ".join(element.text.split()) for name in TOTALS
                for element in self.driver.find_elements(*hook(name))]
