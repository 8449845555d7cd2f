# Practice Shop: a product's own page: its facts, the quantity field and Add to cart.
from ..shop_data import cents
from .view import View


class ProductPage(View):
    PATH = r"/shop/product/[^/]+"
    READY = ("product-name",)

    def open_for(self, product):
        """Opens the product's page by its address."""
        return self.open(f"/shop/product/{product.id}")

    def name(self):
        return self._text("product-name")

    def description(self):
        return self._text("product-desc")

    def price(self):
        return cents(self._text("product-price"))

    def category(self):
        return self._text("product-category")

    def stock(self):
        return self._text("product-stock")

    def picture(self):
        """(address, alt text) of the product's picture; the alt is None when it has none."""
        image = self._find("product-image")
        return image.get_attribute("src"), image.get_attribute("alt")

    def price_font_size(self):
        """The price's computed font size in CSS pixels."""
        size = self._find("product-price").value_of_css_property("font-size")
        return float(size.removesuffix("px"))

    def add_to_cart(self, quantity):
        """Adds `quantity` and returns what the page answers: its status or its alert."""
        self._type("quantity", str(quantity))
        return self._answer_to(lambda: self._click("add-to-cart"), "add-message")

    def back_to_products(self):
        self._click("back-to-products")
