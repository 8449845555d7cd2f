# Nested iframes: switch into an iframe, then into the iframe inside it, and back out.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

FIRST_SECRET = "You've clicked on the first iframe link!"
SECOND_SECRET = "You have clicked on the second iframe link!"


def text_located(text):
    return EC.visibility_of_element_located(
        (By.XPATH, f'//*[normalize-space()="{text}"]')
    )


def test_follows_the_links_inside_both_nested_iframes(driver, base_url):
    driver.get(f"{base_url}/nestedIframes")
    wait = WebDriverWait(driver, 10)

    # Wait for the first iframe and switch the driver's context into it.
    wait.until(EC.frame_to_be_available_and_switch_to_it(
        (By.CSS_SELECTOR, 'iframe[title="First iframe"]')))
    wait.until(EC.element_to_be_clickable((By.LINK_TEXT, "tapioca"))).click()
    wait.until(text_located(FIRST_SECRET))

    # From inside the first iframe, switch one level deeper.
    wait.until(EC.frame_to_be_available_and_switch_to_it(
        (By.CSS_SELECTOR, 'iframe[title="Second iframe"]')))
    wait.until(EC.element_to_be_clickable((By.LINK_TEXT, "samba"))).click()
    wait.until(text_located(SECOND_SECRET))

    # Back to the top document: the page itself has not navigated.
    driver.switch_to.default_content()
    assert driver.current_url == f"{base_url}/nestedIframes"
