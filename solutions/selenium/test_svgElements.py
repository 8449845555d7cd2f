# SVG elements: XPath needs local-name() for SVG tags; read SVG <title> and <text> contents.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# SVG elements live in another namespace: plain //svg or //text match nothing in XPath.
DRAWN_TEXT = (By.XPATH, "//*[local-name()='svg']/*[local-name()='text']")


def icon_button(title):
    # The button that holds an SVG whose <title> is this text.
    return (
        By.XPATH,
        f"//button[.//*[local-name()='svg']/*[local-name()='title' and .='{title}']]",
    )


def drawn_text(driver):
    # SVG text is not laid out like HTML text: read its textContent.
    return driver.find_element(*DRAWN_TEXT).get_attribute("textContent")


def test_closes_the_tab_then_switches_the_text_with_the_arrows(driver, base_url):
    driver.get(f"{base_url}/svgElements")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.presence_of_element_located(DRAWN_TEXT))
    assert drawn_text(driver) == "Hello World!"
    # CSS matches SVG tags by name without any namespace trick.
    circle = driver.find_element(By.CSS_SELECTOR, "button svg circle")
    assert circle.get_attribute("fill") == "#dc3545"

    wait.until(EC.element_to_be_clickable(icon_button("Close"))).click()
    wait.until(lambda d: drawn_text(d) == "#1 Automation Tool")

    wait.until(EC.element_to_be_clickable(icon_button("Right arrow"))).click()
    wait.until(lambda d: drawn_text(d) == "Automation Playground")
    wait.until(EC.element_to_be_clickable(icon_button("Left arrow"))).click()
    wait.until(lambda d: drawn_text(d) == "#1 Automation Tool")
